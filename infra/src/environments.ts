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
}

export const environments: Record<PortalEnvironment['name'], PortalEnvironment> = {
  dev: {
    name: 'dev',
    portalOrigins: ['https://dev.portal.example.com', 'http://localhost:3000'],
    retainData: false,
    storageQuotaBytes: 5 * 1024 ** 3,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
  },
  prod: {
    name: 'prod',
    portalOrigins: ['https://portal.example.com'],
    retainData: true,
    storageQuotaBytes: 50 * 1024 ** 3,
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
  },
};

/** SSM parameter names through which the stacks of one environment find each other (no CFN exports). */
export const parameterNames = (env: string) => ({
  tableName: `/portal/${env}/table/name`,
  tableArn: `/portal/${env}/table/arn`,
  bucketName: `/portal/${env}/bucket/name`,
  bucketArn: `/portal/${env}/bucket/arn`,
  userPoolId: `/portal/${env}/auth/user-pool-id`,
  userPoolArn: `/portal/${env}/auth/user-pool-arn`,
  userPoolClientId: `/portal/${env}/auth/user-pool-client-id`,
  apiId: `/portal/${env}/api/id`,
  apiUrl: `/portal/${env}/api/url`,
  authorizerId: `/portal/${env}/api/authorizer-id`,
  webUrl: (site: string) => `/portal/${env}/web/${site}/url`,
});
