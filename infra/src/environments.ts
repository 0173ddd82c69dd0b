/**
 * The environments the portal deploys to. Everything environment-specific lives here; the stacks are
 * the same code for every environment.
 */
export interface PortalEnvironment {
  name: 'dev' | 'prod';
  /**
   * Browser origins allowed to call the API and upload to the documents bucket. The shell's CloudFront
   * domain is only known after its first deploy: set it here (or a custom domain) and redeploy.
   */
  portalOrigins: string[];
  /** prod keeps data (table, documents) when a stack is deleted and protects the table from deletion. */
  retainData: boolean;
  /** Storage quota for documents shown on the admin System Status card. */
  storageQuotaBytes: number;
  /**
   * The API stage's throttle (requests per second, steady and burst) over all callers: the ceiling that
   * protects the functions and the table from a flood. Per-source limits on public writes are enforced
   * by the functions themselves (RouteDeclaration.rateLimit), which see the caller's address.
   */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** Anonymous writes (Contact Us) per source IP: `<requests>/<seconds>` (functions: PUBLIC_WRITE_RATE_LIMIT). */
  publicWriteRateLimit: string;
  /**
   * Sign-in with Google (a Cognito identity provider). Without it the pool has no Google provider, no
   * hosted sign-in domain and no OAuth on the web client, and the runtime config names no OAuth domain,
   * so the Sign In page shows no Google button.
   */
  google?: GoogleSignIn;
  /**
   * Notification emails (SES): the From address, a verified SES identity of the account and region,
   * and the portal address their links open.
   */
  mail: { from: string; portalUrl: string };
}

export interface GoogleSignIn {
  /**
   * Name of the Secrets Manager secret (created by hand, never in the code) holding the OAuth client
   * of the Google Cloud console as JSON: {"clientId": "...", "clientSecret": "..."}. CloudFormation
   * resolves it at deploy time; neither value is in the template.
   */
  secretName: string;
  /** Cognito hosted domain `<prefix>.auth.<region>.amazoncognito.com` (globally unique). */
  domainPrefix: string;
}

export const environments: Record<PortalEnvironment['name'], PortalEnvironment> = {
  dev: {
    name: 'dev',
    portalOrigins: ['https://dev.portal.example.com', 'http://localhost:3000'],
    retainData: false,
    storageQuotaBytes: 5 * 1024 ** 3,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    publicWriteRateLimit: '10/60',
    mail: {
      from: 'Commodity Trading Portal <no-reply@dev.portal.example.com>',
      portalUrl: 'https://dev.portal.example.com',
    },
  },
  prod: {
    name: 'prod',
    portalOrigins: ['https://portal.example.com'],
    retainData: true,
    storageQuotaBytes: 50 * 1024 ** 3,
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    publicWriteRateLimit: '5/60',
    mail: {
      from: 'Commodity Trading Portal <no-reply@portal.example.com>',
      portalUrl: 'https://portal.example.com',
    },
  },
};
// To offer Google sign-in in an environment: create its secret, then add to that environment e.g.
//   google: { secretName: 'portal/dev/google-oauth', domainPrefix: 'commodity-portal-dev' },
// and add `https://<domainPrefix>.auth.<region>.amazoncognito.com/oauth2/idpresponse` as an authorised
// redirect URI of the OAuth client in the Google Cloud console.

/** The CloudWatch namespace of the business metrics the functions count (METRICS_NAMESPACE). */
export const metricsNamespace = (env: string) => `Portal/${env}`;

/** The CloudWatch RUM app monitor of an environment's portal (the browser's error reports). */
export const rumAppMonitorName = (env: string) => `portal-${env}`;

/** SSM parameter names through which the stacks of one environment find each other (no CFN exports). */
export const parameterNames = (env: string) => ({
  tableName: `/portal/${env}/table/name`,
  tableArn: `/portal/${env}/table/arn`,
  /** The table's stream (the outbox), read by the notification email sender. */
  tableStreamArn: `/portal/${env}/table/stream-arn`,
  bucketName: `/portal/${env}/bucket/name`,
  bucketArn: `/portal/${env}/bucket/arn`,
  userPoolId: `/portal/${env}/auth/user-pool-id`,
  userPoolArn: `/portal/${env}/auth/user-pool-arn`,
  userPoolClientId: `/portal/${env}/auth/user-pool-client-id`,
  /** host of the hosted sign-in domain; only in environments with Google sign-in */
  oauthDomain: `/portal/${env}/auth/oauth-domain`,
  apiId: `/portal/${env}/api/id`,
  apiUrl: `/portal/${env}/api/url`,
  authorizerId: `/portal/${env}/api/authorizer-id`,
  webUrl: (site: string) => `/portal/${env}/web/${site}/url`,
  /**
   * The account the platform's fee is paid to (JSON: accountName, iban, swiftBic, bankName,
   * bankAddress), printed on the platform's payment instructions. Created by the operator before the
   * deals domain is deployed: `aws ssm put-parameter --name /portal/<env>/platform/bank-account ...`.
   */
  platformBankAccount: `/portal/${env}/platform/bank-account`,
});
