import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs (Powertools): one logger per function, service name set per domain by CDK. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'portal' });
