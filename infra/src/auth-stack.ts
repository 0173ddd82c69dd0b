import { Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  StringAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { acknowledge, basicExecutionRole } from './nag';
import type { Construct } from 'constructs';
import { cognitoTriggers } from '../../functions/src/routes';
import { parameterNames, type GoogleSignIn, type PortalEnvironment } from './environments';
import { functionAlarms } from './alarms';
import { PortalFunction } from './portal-function';

/** Same groups and custom attributes as the local pool (infra/local/provision.ts). */
export const userGroups = ['admin', 'buyer', 'seller', 'mandate'] as const;

/** The user pool: email sign-in, the portal's groups, the public web client, the profile trigger. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: StackProps & { portal: PortalEnvironment }) {
    super(scope, id, props);
    const { portal } = props;
    const names = parameterNames(portal.name);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `portal-${portal.name}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: {
        full_name: new StringAttribute({ minLen: 0, maxLen: 256, mutable: true }),
        company_name: new StringAttribute({ minLen: 0, maxLen: 256, mutable: true }),
        phone_number: new StringAttribute({ minLen: 0, maxLen: 256, mutable: true }),
        // the version of the terms of use the sign-up form showed; the profile records it on confirmation
        terms_version: new StringAttribute({ minLen: 0, maxLen: 16, mutable: true }),
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: portal.retainData,
      removalPolicy: portal.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    for (const [precedence, group] of userGroups.entries()) {
      new CfnUserPoolGroup(this, `Group-${group}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group,
        precedence,
      });
    }

    const google = portal.google ? this.addGoogle(portal.google) : undefined;

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'portal-web',
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...(google ? [UserPoolClientIdentityProvider.GOOGLE] : []),
      ],
      // Google's redirect comes back to /auth (packages/web/src/session.ts, redirectSignIn); the code
      // flow only. Without Google the client has no OAuth at all.
      ...(google
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: portal.portalOrigins.map((origin) => `${origin}/auth`),
              logoutUrls: portal.portalOrigins.map((origin) => `${origin}/auth`),
            },
          }
        : { disableOAuth: true }),
    });
    if (google) this.client.node.addDependency(google.provider);

    // The profile is created by the same handler module the local stack runs through cognito-local.
    // It gets the table name only (the pool id would make a circular reference with the pool).
    const tableName = StringParameter.valueForStringParameter(this, names.tableName);
    const tableArn = StringParameter.valueForStringParameter(this, names.tableArn);
    const postConfirmation = new PortalFunction(this, 'PostConfirmation', {
      handler: cognitoTriggers.postConfirmation,
      service: 'auth',
      description: 'Cognito post-confirmation: creates the user profile',
      environment: { STAGE: portal.name, TABLE_NAME: tableName },
    });
    postConfirmation.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [tableArn] }),
    );
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, postConfirmation);
    // a failing trigger fails the sign-up confirmation the person is in the middle of
    functionAlarms(this, 'PostConfirmation', postConfirmation, 'The Cognito post-confirmation trigger');

    new StringParameter(this, 'UserPoolIdParam', {
      parameterName: names.userPoolId,
      stringValue: this.userPool.userPoolId,
    });
    new StringParameter(this, 'UserPoolArnParam', {
      parameterName: names.userPoolArn,
      stringValue: this.userPool.userPoolArn,
    });
    new StringParameter(this, 'ClientIdParam', {
      parameterName: names.userPoolClientId,
      stringValue: this.client.userPoolClientId,
    });

    if (google) {
      // the shell's runtime config names this domain, which is what shows the Google button
      new StringParameter(this, 'OAuthDomainParam', {
        parameterName: names.oauthDomain,
        stringValue: google.domain,
      });
    }

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Symbols are not required: the spec leaves password rules open and sign-up must behave as the local pool does; length 8 with upper, lower and digits is enforced.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is optional TOTP that each user enables on My Account > Settings.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection needs the Plus feature plan; to be decided with the first production traffic.',
      },
    ]);
    acknowledge(postConfirmation, [
      {
        id: basicExecutionRole,
        reason: 'The basic execution role only lets the function write its own logs.',
      },
      { id: 'AwsSolutions-L1', reason: 'Node.js 22 is the runtime the platform fixes for every function.' },
    ]);
  }

  /**
   * Google as an identity provider of the pool, and the hosted domain its redirect goes through. The
   * OAuth client's id and secret come from Secrets Manager at deploy time (dynamic references).
   */
  private addGoogle(google: GoogleSignIn): { provider: UserPoolIdentityProviderGoogle; domain: string } {
    const fromSecret = (jsonField: string) => SecretValue.secretsManager(google.secretName, { jsonField });
    const provider = new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: fromSecret('clientId').unsafeUnwrap(),
      clientSecretValue: fromSecret('clientSecret'),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: ProviderAttribute.GOOGLE_NAME,
        // the profile's name (post-confirmation trigger) reads custom:full_name, as after a sign-up
        custom: { 'custom:full_name': ProviderAttribute.GOOGLE_NAME },
      },
    });
    const hosted = this.userPool.addDomain('HostedDomain', {
      cognitoDomain: { domainPrefix: google.domainPrefix },
    });
    return { provider, domain: `${hosted.domainName}.auth.${this.region}.amazoncognito.com` };
  }
}
