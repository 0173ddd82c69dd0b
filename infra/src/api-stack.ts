import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CorsHttpMethod,
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { api5xxAlarm } from './alarms';
import { parameterNames, type PortalEnvironment } from './environments';

export const corsAllowHeaders = ['authorization', 'content-type', 'idempotency-key', 'x-request-id'];

/**
 * The one HTTP API of an environment (one URL for the portal) and its Cognito JWT authorizer. Routes
 * are added by the per-domain stacks, which find the API and authorizer through SSM, so each domain
 * deploys on its own; the $default stage deploys their changes automatically.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: StackProps & { portal: PortalEnvironment }) {
    super(scope, id, props);
    const { portal } = props;
    const names = parameterNames(portal.name);
    const userPoolId = StringParameter.valueForStringParameter(this, names.userPoolId);
    const clientId = StringParameter.valueForStringParameter(this, names.userPoolClientId);
    this.issuer = `https://cognito-idp.${this.region}.amazonaws.com/${userPoolId}`;

    this.api = new HttpApi(this, 'Api', {
      apiName: `portal-${portal.name}`,
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: portal.portalOrigins,
        allowHeaders: corsAllowHeaders,
        allowMethods: [
          CorsHttpMethod.GET,
          CorsHttpMethod.POST,
          CorsHttpMethod.PUT,
          CorsHttpMethod.PATCH,
          CorsHttpMethod.DELETE,
          CorsHttpMethod.OPTIONS,
        ],
        exposeHeaders: ['x-request-id'],
        maxAge: Duration.minutes(10),
      },
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      throttle: portal.apiThrottle,
    });

    api5xxAlarm(this, this.api);

    // Access tokens carry client_id instead of aud; API Gateway checks client_id against the audience.
    const authorizer = new HttpAuthorizer(this, 'CognitoAccessToken', {
      httpApi: this.api,
      type: HttpAuthorizerType.JWT,
      authorizerName: 'cognito-access-token',
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: this.issuer,
      jwtAudience: [clientId],
    });
    const authorizerId = authorizer.authorizerId;

    new StringParameter(this, 'ApiIdParam', { parameterName: names.apiId, stringValue: this.api.apiId });
    new StringParameter(this, 'ApiUrlParam', {
      parameterName: names.apiUrl,
      stringValue: this.api.apiEndpoint,
    });
    new StringParameter(this, 'AuthorizerIdParam', {
      parameterName: names.authorizerId,
      stringValue: authorizerId,
    });
  }
}
