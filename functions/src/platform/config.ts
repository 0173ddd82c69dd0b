/**
 * Configuration of every function, read from the environment. CDK sets these on each Lambda;
 * the local gateway sets them from .local/stack.json. The *_ENDPOINT variables exist only locally.
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
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  cognitoEndpoint: 'COGNITO_ENDPOINT',
} as const;

export interface FunctionConfig {
  stage: string;
  region: string;
  tableName: string;
  documentsBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  jwtIssuer: string;
  jwksUrl: string;
  storageQuotaBytes: number;
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  cognitoEndpoint?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const get = (name: string, fallback?: string): string => {
    const value = env[name] ?? fallback;
    if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
    return value;
  };
  return {
    stage: get(envNames.stage, 'local'),
    region: get('AWS_REGION', 'us-east-1'),
    tableName: get(envNames.tableName),
    documentsBucket: get(envNames.documentsBucket),
    userPoolId: get(envNames.userPoolId),
    userPoolClientId: get(envNames.userPoolClientId),
    jwtIssuer: get(envNames.jwtIssuer),
    jwksUrl: get(envNames.jwksUrl),
    storageQuotaBytes: Number(get(envNames.storageQuotaBytes, String(5 * 1024 ** 3))),
    dynamodbEndpoint: env[envNames.dynamodbEndpoint] || undefined,
    s3Endpoint: env[envNames.s3Endpoint] || undefined,
    cognitoEndpoint: env[envNames.cognitoEndpoint] || undefined,
  };
}
