/**
 * Configuration of every function, read from the environment. CDK sets these on each Lambda;
 * the local stack sets them from its own resources. The *_ENDPOINT variables exist only locally.
 *
 * Values are read when first used, so a function only needs the variables it uses (the Cognito
 * post-confirmation trigger cannot be given the pool id: that would be a circular reference).
 */
export const envNames = {
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  documentsBucket: 'DOCUMENTS_BUCKET',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  jwtIssuer: 'JWT_ISSUER',
  jwksUrl: 'JWKS_URL',
  storageQuotaBytes: 'STORAGE_QUOTA_BYTES',
  publicWriteRateLimit: 'PUBLIC_WRITE_RATE_LIMIT',
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  platformBankAccount: 'PLATFORM_BANK_ACCOUNT',
  mailFrom: 'MAIL_FROM',
  portalUrl: 'PORTAL_URL',
  smtpUrl: 'SMTP_URL',
  metricsNamespace: 'METRICS_NAMESPACE',
} as const;

export interface FunctionConfig {
  readonly stage: string;
  readonly region: string;
  readonly tableName: string;
  readonly documentsBucket: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly jwtIssuer: string;
  readonly jwksUrl: string;
  readonly storageQuotaBytes: number;
  /** Anonymous writes (e.g. Contact Us) per source IP: `<requests>/<seconds>`, default 10 per minute. */
  readonly publicWriteRateLimit: string;
  readonly dynamodbEndpoint?: string;
  readonly s3Endpoint?: string;
  readonly cognitoEndpoint?: string;
  /**
   * The account the platform's fee is paid to, printed on its payment instructions: JSON
   * `{accountName, iban, swiftBic, bankName, bankAddress}` (SSM in the cloud; a made-up account in
   * the local stack).
   */
  readonly platformBankAccount: string;
  /** The From address of the portal's emails (SES: a verified identity). */
  readonly mailFrom: string;
  /** The portal's address, for absolute links in emails. */
  readonly portalUrl: string;
  /** Local only: emails go to this SMTP server (the stack's maildev) instead of SES. */
  readonly smtpUrl?: string;
  /** The CloudWatch namespace of the business metrics (`Portal/<stage>` in the cloud; `Portal` locally). */
  readonly metricsNamespace: string;
}

export class MissingConfigError extends Error {
  constructor(readonly variable: string) {
    super(`Missing environment variable ${variable}`);
    this.name = 'MissingConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const required = (name: string, fallback?: string): string => {
    const value = env[name] || fallback;
    if (!value) throw new MissingConfigError(name);
    return value;
  };
  const optional = (name: string) => env[name] || undefined;
  return {
    get stage() {
      return required(envNames.stage, 'local');
    },
    get region() {
      return required('AWS_REGION', 'us-east-1');
    },
    get tableName() {
      return required(envNames.tableName);
    },
    get documentsBucket() {
      return required(envNames.documentsBucket);
    },
    get userPoolId() {
      return required(envNames.userPoolId);
    },
    get userPoolClientId() {
      return required(envNames.userPoolClientId);
    },
    get jwtIssuer() {
      return required(envNames.jwtIssuer);
    },
    get jwksUrl() {
      return required(envNames.jwksUrl);
    },
    get storageQuotaBytes() {
      return Number(required(envNames.storageQuotaBytes, String(5 * 1024 ** 3)));
    },
    get publicWriteRateLimit() {
      return required(envNames.publicWriteRateLimit, '10/60');
    },
    get dynamodbEndpoint() {
      return optional(envNames.dynamodbEndpoint);
    },
    get s3Endpoint() {
      return optional(envNames.s3Endpoint);
    },
    get cognitoEndpoint() {
      return optional(envNames.cognitoEndpoint);
    },
    get platformBankAccount() {
      return required(envNames.platformBankAccount);
    },
    get mailFrom() {
      return required(envNames.mailFrom);
    },
    get portalUrl() {
      return required(envNames.portalUrl);
    },
    get smtpUrl() {
      return optional(envNames.smtpUrl);
    },
    get metricsNamespace() {
      return required(envNames.metricsNamespace, 'Portal');
    },
  };
}

/** The process-wide configuration (reads process.env on each access, so tests may set it late). */
export const config: FunctionConfig = loadConfig();
