import { Duration, RemovalPolicy, Stack, Token, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { acknowledge, basicExecutionRole } from './nag';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parameterNames, rumAppMonitorName, type PortalEnvironment } from './environments';
import { repoRoot } from './portal-function';

/** How cdk-nag spells an account or region: the literal when known at synth, else the pseudo parameter. */
const spelled = (value: string, pseudo: string) => (Token.isUnresolved(value) ? pseudo : value);

export interface WebStackProps extends StackProps {
  portal: PortalEnvironment;
  /** 'shell' or a remote's folder name ('mf-auth', ...). */
  site: string;
  /** For the shell: the remotes deployed in this environment (their URLs come from SSM). */
  remotes?: string[];
}

/** Where a site's build output is; synth refuses to run without it. */
export function distDir(site: string): string {
  return join(repoRoot, site, 'dist');
}

/**
 * A frontend on a private bucket behind CloudFront (origin access control), with security headers.
 * Remotes are fetched cross-origin by the shell (CORS on every response, manifest and entry not cached
 * for long); the shell gets the SPA fallback and its per-environment /runtime-config.json, which lists
 * the API, the user pool and each remote's mf-manifest.json (the remotes manifest).
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { portal, site } = props;
    const isShell = site === 'shell';
    const names = parameterNames(portal.name);
    const dist = distDir(site);
    if (!existsSync(join(dist, isShell ? 'index.html' : 'mf-manifest.json')))
      throw new Error(
        `${site}/dist is missing: run \`npm run build\` first (synth deploys the built frontends)`,
      );

    const bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const securityHeaders = {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      ...(isShell
        ? {
            // styled-components injects <style> tags (unsafe-inline styles); scripts only from this
            // origin and the remotes' CloudFront domains; API, Cognito and S3 presigned URLs for XHR.
            contentSecurityPolicy: {
              contentSecurityPolicy: [
                "default-src 'self'",
                "script-src 'self' https://*.cloudfront.net",
                "style-src 'self' 'unsafe-inline'",
                "img-src 'self' data: blob: https://*.amazonaws.com",
                // with Google sign-in, the code is exchanged for tokens at the Cognito hosted domain
                `connect-src 'self' https://*.amazonaws.com https://*.cloudfront.net${portal.google ? ' https://*.amazoncognito.com' : ''}`,
                "frame-src 'self' https://*.amazonaws.com",
                "object-src 'none'",
                "base-uri 'self'",
                "frame-ancestors 'none'",
              ].join('; '),
              override: true,
            },
          }
        : {}),
    };
    const headersPolicy = new ResponseHeadersPolicy(this, 'Headers', {
      comment: `portal ${portal.name} ${site}`,
      securityHeadersBehavior: securityHeaders,
      ...(isShell
        ? {}
        : {
            // remote code is public; the shell of any environment may load it
            corsBehavior: {
              accessControlAllowOrigins: ['*'],
              accessControlAllowHeaders: ['*'],
              accessControlAllowMethods: ['GET', 'HEAD', 'OPTIONS'],
              accessControlAllowCredentials: false,
              originOverride: true,
            },
          }),
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `portal ${portal.name} ${site}`,
      defaultRootObject: isShell ? 'index.html' : undefined,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headersPolicy,
        compress: true,
      },
      // SPA: deep links (/admin/users) are served the app; S3 answers 403 for a missing key behind OAC.
      errorResponses: isShell
        ? [403, 404].map((httpStatus) => ({
            httpStatus,
            responseHttpStatus: 200,
            responsePagePath: '/index.html',
            ttl: Duration.seconds(0),
          }))
        : undefined,
    });

    // The browser's error reports (CloudWatch RUM): errors only, every session, no cookies. The
    // resource policy lets the portal's pages send events unsigned, so no Cognito identity pool
    // hands out AWS credentials to anonymous visitors; RUM accepts them only from the listed domains.
    const monitor = isShell ? this.rumAppMonitor(portal) : undefined;

    const mutable = isShell
      ? ['index.html', 'runtime-config.json']
      : ['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json'];
    new BucketDeployment(this, 'Assets', {
      destinationBucket: bucket,
      sources: [Source.asset(dist, { exclude: mutable })],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
      memoryLimit: 512,
    });
    const sources = [Source.asset(dist, { exclude: ['*', ...mutable.map((f) => `!${f}`)] })];
    if (isShell) {
      const param = (name: string) => StringParameter.valueForStringParameter(this, name);
      sources.push(
        Source.jsonData('runtime-config.json', {
          environment: portal.name,
          apiUrl: param(names.apiUrl),
          cognito: {
            userPoolId: param(names.userPoolId),
            userPoolClientId: param(names.userPoolClientId),
            // the Sign In page shows the Google button when this is present (AuthStack sets it up)
            ...(portal.google ? { googleOAuthDomain: param(names.oauthDomain) } : {}),
          },
          remotes: Object.fromEntries(
            (props.remotes ?? []).map((remote) => [
              remote,
              `${param(names.webUrl(remote))}/mf-manifest.json`,
            ]),
          ),
          errorReporting: {
            kind: 'rum',
            appMonitorId: monitor!.attrId,
            region: this.region,
            appMonitorName: rumAppMonitorName(portal.name),
          },
        }),
      );
    }
    new BucketDeployment(this, 'Entry', {
      destinationBucket: bucket,
      sources,
      cacheControl: [CacheControl.fromString('no-cache')],
      prune: false,
      distribution: this.distribution,
      distributionPaths: mutable.map((f) => `/${f}`),
      memoryLimit: 512,
    });

    new StringParameter(this, 'UrlParam', {
      parameterName: names.webUrl(site),
      stringValue: `https://${this.distribution.distributionDomainName}`,
    });

    acknowledge(bucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'Build output only, replaced on every deploy; CloudFront is the only reader.',
      },
    ]);
    acknowledge(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'B2B trading is worldwide; no geo restriction.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'WAF to be attached with the production domain; static assets only here.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason: 'Standard logs need an ACL-enabled bucket; CloudFront metrics suffice for static assets.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate allows TLSv1 negotiation until a custom domain is set.',
      },
    ]);
    const siteArn = `<${this.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>`;
    const deploymentReason =
      'CDK BucketDeployment copies the built site from the CDK assets bucket (CDK-generated policy).';
    acknowledge(this, [
      {
        id: basicExecutionRole,
        reason: 'CDK BucketDeployment / autoDeleteObjects custom resources use the basic execution role.',
      },
      ...['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: deploymentReason,
      })),
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: deploymentReason },
      { id: `AwsSolutions-IAM5[Resource::${siteArn}/*]`, reason: deploymentReason },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${spelled(this.account, '<AWS::AccountId>')}-${spelled(this.region, '<AWS::Region>')}/*]`,
        reason: deploymentReason,
      },
      { id: 'AwsSolutions-L1', reason: 'Runtime of CDK-provided custom resources is chosen by CDK.' },
    ]);
  }

  private rumAppMonitor(portal: PortalEnvironment): CfnAppMonitor {
    const name = rumAppMonitorName(portal.name);
    const hosts = portal.portalOrigins
      .map((origin) => new URL(origin).hostname)
      .filter((host) => host !== 'localhost');
    return new CfnAppMonitor(this, 'Rum', {
      name,
      // RUM takes at most 5 domains: the CloudFront one and the environment's own
      domainList: [this.distribution.distributionDomainName, ...hosts].slice(0, 5),
      cwLogEnabled: true,
      appMonitorConfiguration: {
        allowCookies: false,
        enableXRay: false,
        sessionSampleRate: 1,
        telemetries: ['errors'],
      },
      resourcePolicy: {
        policyDocument: this.toJsonString({
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: '*',
              Action: 'rum:PutRumEvents',
              Resource: `arn:${this.partition}:rum:${this.region}:${this.account}:appmonitor/${name}`,
            },
          ],
        }),
      },
    });
  }
}
