import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allDomains, cognitoTriggers } from '../../functions/src/routes';
import { changeIndexAttributes } from '../../functions/src/platform/data/table-definition';
import { parseRateLimit } from '../../functions/src/platform/http/domain/rate-limit';
import { addNagChecks } from '../src/nag';
import { documentRetention } from '../src/data-stack';
import { api5xxThreshold } from '../src/alarms';
import {
  environments,
  metricsNamespace,
  rumAppMonitorName,
  type PortalEnvironment,
} from '../src/environments';
import { AuthStack } from '../src/auth-stack';
import { WebStack } from '../src/web-stack';
import { actionsFor } from '../src/permissions';
import { uploadPrefix } from '../../functions/src/platform/uploads/domain/storage-keys';
import { builtRemotes } from '../src/portal-app';
import { synthDev } from './synth';

const { app, stacks } = synthDev();
const template = (stack: Stack) => Template.fromStack(stack);

describe('the stacks of an environment', () => {
  it('are named per environment and per domain / remote, so each deploys alone', () => {
    expect(stacks.all.map((s) => s.stackName).sort()).toEqual(
      [
        'Portal-dev-Data',
        'Portal-dev-Auth',
        'Portal-dev-Api',
        ...allDomains.map((d) => `Portal-dev-Api-${d.domain}`),
        'Portal-dev-Mail',
        ...builtRemotes().map((r) => `Portal-dev-Web-${r}`),
        'Portal-dev-Web-shell',
      ].sort(),
    );
  });

  it('find each other through SSM parameters, not CloudFormation exports', () => {
    for (const stack of stacks.all) expect(template(stack).toJSON().Outputs ?? {}).toEqual({});
  });
});

describe('Data', () => {
  const t = template(stacks.data);
  it('has the single table with its three GSIs and point-in-time recovery', () => {
    t.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
        Match.objectLike({
          IndexName: 'gsi2',
          KeySchema: [
            { AttributeName: 'gsi2pk', KeyType: 'HASH' },
            { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
          ],
        }),
        // the search read models' change index: only the attributes they use
        Match.objectLike({
          IndexName: 'gsi3',
          KeySchema: [
            { AttributeName: 'gsi3pk', KeyType: 'HASH' },
            { AttributeName: 'gsi3sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...changeIndexAttributes] },
        }),
      ],
    });
  });
  it('keeps the documents bucket private, TLS-only, with CORS for the portal origins', () => {
    t.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedOrigins: ['https://dev.portal.example.com', 'http://localhost:3000'] }),
        ],
      },
    });
    t.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });
});

describe('Data: the documents bucket forgets what nobody reads', () => {
  const t = template(stacks.data);
  it('expires noncurrent versions, lone delete markers, unfinished multipart uploads and the upload prefix', () => {
    const rules = Object.values(t.findResources('AWS::S3::Bucket'))
      .map((b) => b.Properties.LifecycleConfiguration?.Rules)
      .find(Boolean) as Array<Record<string, unknown>>;
    expect(rules).toEqual([
      {
        Id: 'unfinished-uploads',
        Prefix: 'uploads/',
        Status: 'Enabled',
        ExpirationInDays: documentRetention.unfinishedUploadDays,
        NoncurrentVersionExpiration: { NoncurrentDays: documentRetention.unfinishedUploadDays },
      },
      {
        Id: 'old-versions',
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: documentRetention.noncurrentVersionDays },
        ExpiredObjectDeleteMarker: true,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: documentRetention.unfinishedUploadDays },
      },
    ]);
    // the rules sit on the documents bucket (versioned), not on the access-log bucket
    t.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: uploadPrefix })]) },
    });
  });
});

describe('Auth', () => {
  const t = template(stacks.auth);
  it('signs in with email, has the custom attributes and the four groups', () => {
    t.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'full_name', AttributeDataType: 'String' }),
        Match.objectLike({ Name: 'company_name' }),
        Match.objectLike({ Name: 'phone_number' }),
        Match.objectLike({ Name: 'terms_version', Mutable: true }),
      ]),
      LambdaConfig: { PostConfirmation: Match.anyValue() },
    });
    expect(
      Object.values(t.findResources('AWS::Cognito::UserPoolGroup'))
        .map((g) => g.Properties.GroupName)
        .sort(),
    ).toEqual(['admin', 'buyer', 'mandate', 'seller']);
  });
  it('has a public web client with password auth', () => {
    t.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });
  it('runs the post-confirmation handler on Node.js 22, allowed only to put items', () => {
    t.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Description: Match.stringLikeRegexp('post-confirmation'),
    });
    const statements = Object.values(t.findResources('AWS::IAM::Policy')).flatMap(
      (p) => p.Properties.PolicyDocument.Statement,
    );
    expect(statements.map((s: { Action: unknown }) => s.Action)).toEqual(['dynamodb:PutItem']);
    expect(cognitoTriggers.postConfirmation).toBe('platform/users/handlers/post-confirmation.ts');
  });
});

describe('Google sign-in (per environment)', () => {
  const withGoogle: PortalEnvironment = {
    ...environments.dev,
    google: { secretName: 'portal/dev/google-oauth', domainPrefix: 'commodity-portal-dev' },
  };
  const googleApp = new App({ outdir: mkdtempSync(join(tmpdir(), 'cdk-google-')) });
  const env = { account: '111111111111', region: 'eu-west-1' };
  const auth = new AuthStack(googleApp, 'Portal-dev-Auth', { env, portal: withGoogle });
  const shell = new WebStack(googleApp, 'Portal-dev-Web-shell', {
    env,
    portal: withGoogle,
    site: 'shell',
    remotes: [],
  });
  addNagChecks(googleApp);
  const t = template(auth);

  it('configured: the pool has a Google provider with id and secret from Secrets Manager, and a hosted domain', () => {
    t.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 1);
    const [provider] = Object.values(t.findResources('AWS::Cognito::UserPoolIdentityProvider'));
    expect(provider!.Properties).toMatchObject({
      ProviderName: 'Google',
      ProviderType: 'Google',
      AttributeMapping: {
        email: 'email',
        email_verified: 'email_verified',
        name: 'name',
        'custom:full_name': 'name',
      },
    });
    const details = JSON.stringify(provider!.Properties.ProviderDetails);
    expect(details).toContain('{{resolve:secretsmanager:portal/dev/google-oauth:SecretString:clientId::}}');
    expect(details).toContain(
      '{{resolve:secretsmanager:portal/dev/google-oauth:SecretString:clientSecret::}}',
    );
    t.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'commodity-portal-dev' });
  });

  it('configured: the web client offers Google with the code flow back to /auth of each portal origin', () => {
    const [client] = Object.values(t.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties).toMatchObject({
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: expect.arrayContaining(['openid', 'email', 'profile']),
      CallbackURLs: withGoogle.portalOrigins.map((o) => `${o}/auth`),
    });
    // created after the provider it names
    expect(client!.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^Google/)]));
  });

  it("configured: the shell's runtime config names the OAuth domain (the Google button) and its CSP lets the code exchange through", () => {
    t.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/portal/dev/auth/oauth-domain',
      Value: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
    });
    // runtime-config.json (written at deploy time) reads the domain from that parameter
    const shellTemplate = template(shell).toJSON();
    expect(Object.values(shellTemplate.Parameters).map((p) => (p as { Default: string }).Default)).toContain(
      '/portal/dev/auth/oauth-domain',
    );
    expect(JSON.stringify(shellTemplate)).toContain('https://*.amazoncognito.com');
  });

  it('not configured (dev as deployed): nothing of it exists', () => {
    const plain = template(stacks.auth);
    plain.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    plain.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    const [client] = Object.values(plain.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.SupportedIdentityProviders).toEqual(['COGNITO']);
    expect(client!.Properties.AllowedOAuthFlows).toBeUndefined();
    expect(client!.Properties.CallbackURLs).toBeUndefined();
    const params = Object.values(plain.findResources('AWS::SSM::Parameter')).map((p) => p.Properties.Name);
    expect(params).not.toContain('/portal/dev/auth/oauth-domain');
    const shellJson = JSON.stringify(
      template(stacks.web.find((s) => s.stackName === 'Portal-dev-Web-shell')!).toJSON(),
    );
    expect(shellJson).not.toContain('/portal/dev/auth/oauth-domain');
    expect(shellJson).not.toContain('amazoncognito.com');
  });

  it('keeps cdk-nag clean with Google configured', () => {
    let error: unknown;
    try {
      googleApp.synth({ force: true });
    } catch (e) {
      error = e;
    }
    expect(String(error ?? '')).toBe('');
    const report = join(googleApp.outdir, 'validation-report.json');
    if (existsSync(report)) expect(readFileSync(report, 'utf8')).not.toMatch(/AwsSolutions-/);
  });
});

describe('Api', () => {
  const t = template(stacks.api);
  it('is one HTTP API with a Cognito JWT authorizer and access logs', () => {
    t.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    t.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Issuer: Match.anyValue(), Audience: Match.anyValue() },
    });
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.anyValue(),
    });
  });
  it("throttles the stage at the environment's limits", () => {
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: {
        ThrottlingRateLimit: environments.dev.apiThrottle.rateLimit,
        ThrottlingBurstLimit: environments.dev.apiThrottle.burstLimit,
      },
    });
    expect(environments.prod.apiThrottle.burstLimit).toBeGreaterThanOrEqual(
      environments.prod.apiThrottle.rateLimit,
    );
    // each environment's per-source limit on public writes is one the functions can read
    for (const env of Object.values(environments))
      expect(parseRateLimit(env.publicWriteRateLimit).requests, env.name).toBeGreaterThan(0);
  });
});

describe('Api-<domain>: the routes are the declarations', () => {
  const declared = allDomains.flatMap((d) =>
    d.routes.map((r) => ({ key: `${r.method} ${r.path}`, route: r })),
  );

  it('synthesizes exactly the declared route keys', () => {
    const synthesized = stacks.domains.flatMap((s) =>
      Object.values(template(s).findResources('AWS::ApiGatewayV2::Route')).map(
        (r) => r.Properties.RouteKey as string,
      ),
    );
    expect(synthesized.sort()).toEqual(declared.map((d) => d.key).sort());
  });

  it('puts the JWT authorizer on exactly the non-public routes', () => {
    const byKey = new Map(
      stacks.domains.flatMap((s) =>
        Object.values(template(s).findResources('AWS::ApiGatewayV2::Route')).map(
          (r) => [r.Properties.RouteKey, r.Properties] as const,
        ),
      ),
    );
    for (const { key, route } of declared)
      expect(byKey.get(key)?.AuthorizationType ?? 'NONE', key).toBe(
        route.access.kind === 'public' ? 'NONE' : 'JWT',
      );
  });

  it('gives each function exactly the actions its declaration lists (least privilege)', () => {
    for (const stack of stacks.domains) {
      const domain = allDomains.find((d) => stack.stackName.endsWith(`-${d.domain}`))!;
      const t = template(stack);
      for (const route of domain.routes) {
        const fn = stack.functions.get(`${route.method} ${route.path}`)!;
        const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
        const policies = Object.values(t.findResources('AWS::IAM::Policy')).filter((p) =>
          (p.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId),
        );
        const actions = policies
          .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>)
          .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
        expect([...new Set(actions)].sort(), `${route.method} ${route.path}`).toEqual(
          actionsFor(route.permissions),
        );
      }
    }
  });

  it('runs every route on Node.js 22 arm64 with the configuration the functions read', () => {
    for (const stack of stacks.domains)
      template(stack).allResourcesProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Environment: {
          Variables: Match.objectLike({
            TABLE_NAME: Match.anyValue(),
            USER_POOL_CLIENT_ID: Match.anyValue(),
            JWT_ISSUER: Match.anyValue(),
            JWKS_URL: Match.anyValue(),
            PUBLIC_WRITE_RATE_LIMIT: environments.dev.publicWriteRateLimit,
          }),
        },
      });
  });
  it('sizes each function as its route declares (search replicas get memory and time for 100k items)', () => {
    const searchRoutes = [];
    for (const stack of stacks.domains) {
      const domain = allDomains.find((d) => stack.stackName.endsWith(`-${d.domain}`))!;
      const functions = template(stack).findResources('AWS::Lambda::Function');
      for (const route of domain.routes) {
        const fn = stack.functions.get(`${route.method} ${route.path}`)!;
        const props = functions[stack.getLogicalId(fn.node.defaultChild as never)]!.Properties;
        expect([props.MemorySize, props.Timeout], `${route.method} ${route.path}`).toEqual(
          route.compute ? [route.compute.memoryMiB, route.compute.timeoutSeconds] : [512, 10],
        );
        if (route.compute) searchRoutes.push(`${route.method} ${route.path}`);
      }
    }
    expect(searchRoutes.sort()).toEqual([
      'GET /admin/accounts/{role}',
      'GET /admin/deals',
      'GET /admin/stats',
      'GET /admin/users',
      'GET /marketplace/listings',
      'GET /marketplace/requests',
      'GET /marketplace/{kind}/{id}/matches',
    ]);
  });
});

describe('Web', () => {
  it('serves every site from a private bucket through CloudFront with origin access control and security headers', () => {
    for (const stack of stacks.web) {
      const t = template(stack);
      t.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true }),
      });
      t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
      t.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: {
          SecurityHeadersConfig: Match.objectLike({
            StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000 }),
            ContentTypeOptions: Match.anyValue(),
            FrameOptions: { FrameOption: 'DENY', Override: true },
          }),
        },
      });
    }
  });
  it('gives the shell its SPA fallback and the per-environment runtime config', () => {
    const shell = stacks.web.find((s) => s.stackName === 'Portal-dev-Web-shell')!;
    const t = template(shell);
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: [
          { ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
          { ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
        ],
      }),
    });
    expect(JSON.stringify(t.toJSON())).toContain('runtime-config.json');
  });
});

describe('Alarms: operations hear of what users see failing', () => {
  /** The alarms of a template keyed by metric name, each with its dimensions' names. */
  const alarmsOf = (stack: Stack) =>
    Object.values(template(stack).findResources('AWS::CloudWatch::Alarm')).map(
      (a) =>
        a.Properties as {
          Namespace: string;
          MetricName: string;
          Dimensions?: Array<{ Name: string; Value: unknown }>;
          Threshold: number;
          EvaluationPeriods: number;
          ComparisonOperator: string;
          Statistic: string;
          Period: number;
          TreatMissingData: string;
        },
    );

  it("alarms on the API's 5xx answers, summed over 5 minutes", () => {
    const api5xx = alarmsOf(stacks.api).filter((a) => a.MetricName === '5xx');
    expect(api5xx).toHaveLength(1);
    expect(api5xx[0]).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      Statistic: 'Sum',
      Period: 300,
      Threshold: api5xxThreshold,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    const apiId = stacks.api.resolve(stacks.api.api.apiId) as unknown;
    expect(api5xx[0]!.Dimensions).toEqual([{ Name: 'ApiId', Value: apiId }]);
  });

  it('alarms on errors and throttles of every function: routes, jobs, the email sender, the Cognito trigger', () => {
    const functionIds = (stack: Stack) =>
      Object.keys(template(stack).findResources('AWS::Lambda::Function')).filter(
        // CDK's own custom-resource functions are not ours to watch
        (id) => !/CustomResource|LogRetention|AwsCustomResource/.test(id),
      );
    for (const stack of [...stacks.domains, stacks.mail, stacks.auth]) {
      const alarms = alarmsOf(stack);
      for (const metric of ['Errors', 'Throttles']) {
        const watched = alarms
          .filter((a) => a.Namespace === 'AWS/Lambda' && a.MetricName === metric)
          .map((a) => (a.Dimensions!.find((d) => d.Name === 'FunctionName')!.Value as { Ref: string }).Ref);
        expect(watched.sort(), `${stack.stackName} ${metric}`).toEqual(functionIds(stack).sort());
        for (const alarm of alarms.filter((a) => a.MetricName === metric))
          expect(alarm).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: 1 });
      }
    }
  });

  it("alarms on the table's read and write throttles", () => {
    const tableId = stacks.data.getLogicalId(stacks.data.table.node.defaultChild as never);
    const throttles = alarmsOf(stacks.data).filter((a) => a.Namespace === 'AWS/DynamoDB');
    expect(throttles.map((a) => a.MetricName).sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    for (const alarm of throttles) {
      expect(alarm.Dimensions).toEqual([{ Name: 'TableName', Value: { Ref: tableId } }]);
      expect(alarm).toMatchObject({ Statistic: 'Sum', Threshold: 1 });
    }
  });

  it("gives the functions the environment's metrics namespace", () => {
    for (const stack of [...stacks.domains, stacks.mail])
      template(stack).allResourcesProperties('AWS::Lambda::Function', {
        Environment: {
          Variables: Match.objectLike({ METRICS_NAMESPACE: metricsNamespace('dev') }),
        },
      });
  });
});

describe('CloudWatch RUM: the browser reports its errors', () => {
  const shell = stacks.web.find((s) => s.stackName === 'Portal-dev-Web-shell')!;
  const t = template(shell);

  it('has one app monitor for the portal, errors only, no cookies, on the CloudFront and portal domains', () => {
    t.resourceCountIs('AWS::RUM::AppMonitor', 1);
    const monitor = Object.values(t.findResources('AWS::RUM::AppMonitor'))[0]!.Properties;
    expect(monitor.Name).toBe(rumAppMonitorName('dev'));
    expect(monitor.AppMonitorConfiguration).toMatchObject({
      AllowCookies: false,
      SessionSampleRate: 1,
      Telemetries: ['errors'],
    });
    expect(monitor.CwLogEnabled).toBe(true);
    const distributionId = shell.getLogicalId(shell.distribution.node.defaultChild as never);
    expect(monitor.DomainList).toEqual([
      { 'Fn::GetAtt': [distributionId, 'DomainName'] },
      'dev.portal.example.com',
    ]);
  });

  it('lets the pages send events unsigned, only to this monitor, through its resource policy', () => {
    const monitor = Object.values(t.findResources('AWS::RUM::AppMonitor'))[0]!.Properties;
    const policy = JSON.stringify(monitor.ResourcePolicy.PolicyDocument);
    expect(policy).toContain('rum:PutRumEvents');
    expect(policy).toContain(`:appmonitor/${rumAppMonitorName('dev')}`);
    expect(policy).toContain('\\"Principal\\":\\"*\\"');
  });

  it('tells the web client, in the runtime config, to report to that monitor', () => {
    const monitorId = Object.keys(t.findResources('AWS::RUM::AppMonitor'))[0]!;
    // the runtime config's deployment fills in the monitor's id (a marker of its JSON source)
    const deployment = Object.values(t.findResources('Custom::CDKBucketDeployment')).find((d) =>
      (d.Properties.DistributionPaths as string[] | undefined)?.includes('/runtime-config.json'),
    )!;
    expect(Object.values(deployment.Properties.SourceMarkers[1] as object)).toContainEqual({
      'Fn::GetAtt': [monitorId, 'Id'],
    });
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding on any stack (a finding fails the synth, as the next test shows)', () => {
    let error: unknown;
    try {
      app.synth({ force: true });
    } catch (e) {
      error = e;
    }
    expect(String(error ?? '')).toBe('');
    const report = join(app.outdir, 'validation-report.json');
    if (existsSync(report)) expect(readFileSync(report, 'utf8')).not.toMatch(/AwsSolutions-/);
  });

  it('would stop the synth on a finding nobody acknowledged', () => {
    // a bucket without access logs, TLS enforcement or encryption settings: AwsSolutions-S1, S10
    const bad = new App({ outdir: mkdtempSync(join(tmpdir(), 'cdk-nag-')) });
    const stack = new Stack(bad, 'Bad');
    new Bucket(stack, 'Unlogged');
    addNagChecks(bad);
    expect(() => bad.synth()).toThrow(/AwsSolutions-S1/);
  });
});
