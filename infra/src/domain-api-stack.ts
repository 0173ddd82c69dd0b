import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import {
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { acknowledge, basicExecutionRole } from './nag';
import type { Construct } from 'constructs';
import type { DomainRoutes, RouteDeclaration } from '../../functions/src/platform/http/route';
import { scheduledJobs } from '../../functions/src/schedules';
import { functionAlarms } from './alarms';
import { metricsNamespace, parameterNames, type PortalEnvironment } from './environments';
import { permissionGrants } from './permissions';
import { mailAddress } from './mail-stack';
import { PortalFunction } from './portal-function';

/** `GET /documents/{id}` -> `GetDocumentsId`: a stable construct id per route. */
export function routeConstructId(route: Pick<RouteDeclaration, 'method' | 'path'>): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return (
    [route.method.toLowerCase(), ...words].map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') ||
    'Root'
  );
}

/**
 * One domain's routes on the environment's HTTP API: a function per route declaration, with exactly
 * the table / bucket / pool actions its declaration lists, and the JWT authorizer on every route that
 * is not public (the handler checks the token, group, status and role again).
 */
export class DomainApiStack extends Stack {
  readonly functions = new Map<string, PortalFunction>();
  /** The domain's scheduled jobs (functions/src/schedules.ts) by name. */
  readonly jobs = new Map<string, PortalFunction>();

  constructor(
    scope: Construct,
    id: string,
    props: StackProps & { portal: PortalEnvironment; domain: DomainRoutes },
  ) {
    super(scope, id, props);
    const { portal, domain } = props;
    const names = parameterNames(portal.name);
    // Parameters are created on first use: an unused one would be an unreferenced template parameter.
    const params = new Map<string, string>();
    const param = (name: string) => {
      if (!params.has(name)) params.set(name, StringParameter.valueForStringParameter(this, name));
      return params.get(name)!;
    };
    const userPoolId = param(names.userPoolId);
    const sesIdentities = `arn:${this.partition}:ses:${this.region}:${this.account}:identity/*`;
    /** A statement's condition: SES may send only from the portal's own address. */
    const conditionsFor = (resource: string) =>
      resource === 'mail'
        ? { conditions: { StringEquals: { 'ses:FromAddress': mailAddress(portal.mail.from) } } }
        : {};
    const resources = {
      table: () => [param(names.tableArn), `${param(names.tableArn)}/index/*`],
      objects: () => [`${param(names.bucketArn)}/*`],
      pool: () => [param(names.userPoolArn)],
      mail: () => [sesIdentities],
    };
    /** How cdk-nag spells a wildcard resource built on a parameter: `Resource::<LogicalId>/index/*`. */
    const wildcardFinding = (parameterName: string, suffix: string) =>
      `AwsSolutions-IAM5[Resource::<${(this.resolve(param(parameterName)) as { Ref: string }).Ref}>${suffix}]`;
    const issuer = `https://cognito-idp.${this.region}.amazonaws.com/${userPoolId}`;
    const environment = {
      STAGE: portal.name,
      TABLE_NAME: param(names.tableName),
      DOCUMENTS_BUCKET: param(names.bucketName),
      USER_POOL_ID: userPoolId,
      USER_POOL_CLIENT_ID: param(names.userPoolClientId),
      JWT_ISSUER: issuer,
      JWKS_URL: `${issuer}/.well-known/jwks.json`,
      STORAGE_QUOTA_BYTES: String(portal.storageQuotaBytes),
      PUBLIC_WRITE_RATE_LIMIT: portal.publicWriteRateLimit,
      METRICS_NAMESPACE: metricsNamespace(portal.name),
      // only the deals domain prints the platform's bank account (its payment instructions)
      ...(domain.domain === 'deals' ? { PLATFORM_BANK_ACCOUNT: param(names.platformBankAccount) } : {}),
    };

    const httpApi = HttpApi.fromHttpApiAttributes(this, 'Api', { httpApiId: param(names.apiId) });
    const authorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'Authorizer', {
      authorizerId: param(names.authorizerId),
      authorizerType: HttpAuthorizerType.JWT,
    });

    for (const route of domain.routes) {
      const id = routeConstructId(route);
      const fn = new PortalFunction(this, id, {
        handler: route.handler,
        service: domain.domain,
        description: `${route.method} ${route.path}: ${route.summary}`.slice(0, 256),
        environment,
        compute: route.compute,
      });
      const byResource = new Map<'table' | 'objects' | 'pool' | 'mail', string[]>();
      for (const permission of route.permissions) {
        const grant = permissionGrants[permission];
        byResource.set(grant.resource, [...(byResource.get(grant.resource) ?? []), ...grant.actions]);
      }
      for (const [resource, actions] of byResource)
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: [...new Set(actions)].sort(),
            resources: resources[resource](),
            ...conditionsFor(resource),
          }),
        );
      new HttpRoute(this, `${id}Route`, {
        httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
        ...(route.access.kind === 'public' ? {} : { authorizer }),
      });
      this.functions.set(`${route.method} ${route.path}`, fn);
      functionAlarms(this, id, fn, `${route.method} ${route.path}`);
      const uses = new Set(route.permissions.map((p) => permissionGrants[p].resource));
      acknowledge(fn, [
        {
          id: basicExecutionRole,
          reason: 'The basic execution role only lets the function write its own logs.',
        },
        ...(uses.has('table')
          ? [
              {
                id: wildcardFinding(names.tableArn, '/index/*'),
                reason: "Queries on the table's own indexes (gsi1, gsi2).",
              },
            ]
          : []),
        ...(uses.has('objects')
          ? [
              {
                id: wildcardFinding(names.bucketArn, '/*'),
                reason: 'Objects under server-chosen keys of the documents bucket.',
              },
            ]
          : []),
      ]);
    }

    for (const job of scheduledJobs.filter((j) => j.domain === domain.domain)) {
      const sendsMail = job.permissions.includes('email:send');
      const fn = new PortalFunction(this, job.name, {
        handler: job.handler,
        service: domain.domain,
        description: job.summary.slice(0, 256),
        // a job that e-mails writes from the portal's address and links to the portal, as the mail stack's sender
        environment: sendsMail
          ? { ...environment, MAIL_FROM: portal.mail.from, PORTAL_URL: portal.mail.portalUrl }
          : environment,
        // a sweep works through many deadlines in one run
        compute: { memoryMiB: 512, timeoutSeconds: 300 },
      });
      const byResource = new Map<'table' | 'objects' | 'pool' | 'mail', string[]>();
      for (const permission of job.permissions) {
        const grant = permissionGrants[permission];
        byResource.set(grant.resource, [...(byResource.get(grant.resource) ?? []), ...grant.actions]);
      }
      for (const [resource, actions] of byResource)
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: [...new Set(actions)].sort(),
            resources: resources[resource](),
            ...conditionsFor(resource),
          }),
        );
      new Rule(this, `${job.name}Schedule`, {
        description: job.summary.slice(0, 512),
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
      this.jobs.set(job.name, fn);
      functionAlarms(this, job.name, fn, `The scheduled job ${job.name}`);
      acknowledge(fn, [
        {
          id: basicExecutionRole,
          reason: 'The basic execution role only lets the function write its own logs.',
        },
        {
          id: wildcardFinding(names.tableArn, '/index/*'),
          reason: "Queries on the table's own indexes (gsi1, gsi2).",
        },
        ...(sendsMail
          ? [
              {
                id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:${this.region}:${this.account}:identity/*]`,
                reason:
                  'SES authorizes SendEmail against the sender identity and, in the sandbox, each recipient identity: recipients are users, not known in advance. The From address is pinned by the ses:FromAddress condition.',
              },
            ]
          : []),
      ]);
    }

    acknowledge(this, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Public routes (health, contact, the OpenAPI document and its reference page) are public by design; every other route has the JWT authorizer.',
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the platform fixes for every function (tests run the same major version line).',
      },
    ]);
  }
}
