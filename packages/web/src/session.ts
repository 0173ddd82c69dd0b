/**
 * Session: the one place that speaks to Amplify Auth (Cognito user pools).
 *
 * The shell calls `configureAuth(config)` once at boot with `/runtime-config.json`; the remotes share this
 * module as a singleton (see rspack.config.factory.cjs), so they see the same configuration and listeners.
 *
 * Local stack (cognito-local), measured facts:
 * - `Auth.Cognito.userPoolEndpoint` points Amplify at the emulator; sign-in must use USER_PASSWORD_AUTH
 *   (SRP is unsupported).
 * - Amplify's default refresher calls `GetTokensFromRefreshToken`, which cognito-local does not implement;
 *   we install our own refresher doing `InitiateAuth REFRESH_TOKEN_AUTH` over fetch (works on real
 *   Cognito too, but there we keep Amplify's default).
 *
 * Amplify is imported modularly (aws-amplify, aws-amplify/auth, aws-amplify/auth/cognito,
 * aws-amplify/utils) to keep the first load small.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode as amplifyResendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';

/** Refresh the access token when this many seconds (or fewer) of validity remain. */
export const REFRESH_MARGIN_SECONDS = 90;

// ---------------------------------------------------------------------------------------------------------
// Errors and results the UI can act on
// ---------------------------------------------------------------------------------------------------------

/** Sign-in hit an account whose sign-up is not confirmed yet: the UI shows the confirm-code step. */
export class UserNotConfirmedError extends Error {
  override readonly name = 'UserNotConfirmedError';
  constructor(readonly email: string) {
    super('User is not confirmed.');
  }
}

/** What a password sign-in leads to. TOTP (MFA) is returned as a next step so it can be added later. */
export type SignInOutcome =
  { status: 'signedIn' } | { status: 'nextStep'; nextStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' };

export interface SignUpInput {
  fullName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  password: string;
  /** The version of the terms of use the form showed and the user accepted (when it could be read). */
  termsVersion?: number;
}

/** Events from Amplify's Hub 'auth' channel: signedIn, signedOut, tokenRefresh, tokenRefresh_failure, ... */
export type AuthChangeEvent = string;

// ---------------------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------------------

export function configureAuth(config: RuntimeConfig): void {
  const { userPoolId, userPoolClientId, endpoint, googleOAuthDomain } = config.cognito;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          ...(googleOAuthDomain
            ? {
                oauth: {
                  domain: googleOAuthDomain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [`${origin}/auth`],
                  redirectSignOut: [`${origin}/auth`],
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  });
  if (endpoint) {
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createInitiateAuthRefresher(endpoint, userPoolClientId),
    );
  }
  if (googleOAuthDomain && typeof window !== 'undefined') {
    // completes the code exchange when the Google redirect comes back to /auth
    void import('aws-amplify/auth/enable-oauth-listener');
  }
}

// ---------------------------------------------------------------------------------------------------------
// Sign-in, sign-up, confirmation, sign-out
// ---------------------------------------------------------------------------------------------------------

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const username = email.trim();
  const attempt = () => signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await attempt();
  } catch (err) {
    if (errorName(err) === 'UserNotConfirmedException') throw new UserNotConfirmedError(username);
    if (errorName(err) === 'UserAlreadyAuthenticatedException') {
      // a stale session (another user, or an expired refresh token) must not block a fresh sign-in
      await signOut();
      result = await attempt();
    } else {
      throw err;
    }
  }
  if (result.isSignedIn) return { status: 'signedIn' };
  const step = result.nextStep.signInStep;
  if (step === 'CONFIRM_SIGN_UP') throw new UserNotConfirmedError(username);
  if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { status: 'nextStep', nextStep: step };
  if (step === 'DONE') return { status: 'signedIn' };
  throw new Error(`This sign-in step is not supported yet (${step}).`);
}

/** Google sign-in (hosted UI redirect); only meaningful when the config has `cognito.googleOAuthDomain`. */
export async function signInWithGoogle(): Promise<void> {
  await signInWithRedirect({ provider: 'Google' });
}

export async function signUpUser({
  fullName,
  email,
  phoneNumber,
  companyName,
  password,
  termsVersion,
}: SignUpInput): Promise<void> {
  const username = email.trim();
  // Attribute names are a team decision: the user pool schema and the post-confirmation trigger read these.
  await signUp({
    username,
    password,
    options: {
      userAttributes: {
        email: username,
        'custom:full_name': fullName.trim(),
        'custom:company_name': companyName.trim(),
        'custom:phone_number': phoneNumber.trim(),
        ...(termsVersion === undefined ? {} : { 'custom:terms_version': String(termsVersion) }),
      },
    },
  });
}

export async function confirmUserSignUp(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
}

/**
 * cognito-local (5.x) does not implement ResendConfirmationCode; its first code stays valid until used and
 * is printed in the `npm start` console. We turn its "unsupported" error into a message that says so.
 */
export async function resendSignUpCode(email: string): Promise<void> {
  try {
    await amplifyResendSignUpCode({ username: email.trim() });
  } catch (err) {
    if (isCognitoLocalUnsupported(err)) {
      throw Object.assign(
        new Error(
          'The local stack cannot resend codes: use the code printed in the npm start console (it stays valid).',
        ),
        { name: 'ResendNotSupportedLocally' },
      );
    }
    throw err;
  }
}

/**
 * 'Forgot password?': Cognito e-mails a code to the account's address (ForgotPassword). An unknown
 * address is answered as if the code were sent: the page must not tell a visitor which e-mails have
 * accounts (the cloud pool prevents user existence errors; cognito-local answers UserNotFoundException).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await resetPassword({ username: email.trim() });
  } catch (err) {
    if (errorName(err) !== 'UserNotFoundException') throw err;
  }
}

/** ConfirmForgotPassword: the e-mailed code and the new password. */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
}

export async function signOutUser(): Promise<void> {
  await signOut();
}

// ---------------------------------------------------------------------------------------------------------
// Two-factor authentication (TOTP, authenticator app)
// ---------------------------------------------------------------------------------------------------------

/** The shared secret of a TOTP set-up and the otpauth:// URI an authenticator app can import. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/** AssociateSoftwareToken for the signed-in user: a new secret (not active until verified). */
export async function setUpTotp(issuer: string, accountName?: string): Promise<TotpSetup> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(issuer, accountName).toString() };
}

/** VerifySoftwareToken with a code from the authenticator app. */
export async function verifyTotp(code: string): Promise<void> {
  await verifyTOTPSetup({ code: code.trim() });
}

/** SetUserMFAPreference: TOTP enabled and preferred, so sign-ins ask for a code. */
export async function enableTotpPreference(): Promise<void> {
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** Whether TOTP is enabled for the signed-in user (GetUser). */
export async function isTotpEnabled(): Promise<boolean> {
  const preference = await fetchMFAPreference();
  return Boolean(preference.enabled?.includes('TOTP'));
}

/** Answers the CONFIRM_SIGN_IN_WITH_TOTP_CODE step that `signInWithPassword` returns. */
export async function confirmSignInWithTotp(code: string): Promise<SignInOutcome> {
  const result = await confirmSignIn({ challengeResponse: code.trim() });
  if (result.isSignedIn || result.nextStep.signInStep === 'DONE') return { status: 'signedIn' };
  throw new Error(`This sign-in step is not supported yet (${result.nextStep.signInStep}).`);
}

// ---------------------------------------------------------------------------------------------------------
// Tokens and auth events
// ---------------------------------------------------------------------------------------------------------

/**
 * The current access token (JWT string), refreshed first when {@link REFRESH_MARGIN_SECONDS} or fewer
 * remain; null when nobody is signed in or the session cannot be restored.
 */
export async function getAccessToken(): Promise<string | null> {
  try {
    let token = (await fetchAuthSession()).tokens?.accessToken;
    if (!token) return null;
    if (needsRefresh(token.payload.exp, Date.now())) {
      token = (await fetchAuthSession({ forceRefresh: true })).tokens?.accessToken;
    }
    return token ? token.toString() : null;
  } catch {
    return null;
  }
}

export function onAuthChange(cb: (event: AuthChangeEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => cb(payload.event));
}

// ---------------------------------------------------------------------------------------------------------
// Pure helpers (unit-tested)
// ---------------------------------------------------------------------------------------------------------

/** True when the token expires within the refresh margin (or has no expiry claim). */
export function needsRefresh(
  expSeconds: number | undefined,
  nowMs: number,
  marginSeconds = REFRESH_MARGIN_SECONDS,
): boolean {
  if (typeof expSeconds !== 'number') return true;
  return expSeconds * 1000 - nowMs <= marginSeconds * 1000;
}

/** cognito-local answers unimplemented operations with `CognitoLocal#Unsupported` (HTTP 500). */
export function isCognitoLocalUnsupported(err: unknown): boolean {
  const name = errorName(err) ?? '';
  const message = err instanceof Error ? err.message : '';
  return (
    name.includes('CognitoLocal') ||
    name.endsWith('Unsupported') ||
    message.startsWith('Cognito Local unsupported feature')
  );
}

function errorName(err: unknown): string | undefined {
  return err && typeof err === 'object' && 'name' in err && typeof err.name === 'string'
    ? err.name
    : undefined;
}

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type CognitoAuthTokens = Awaited<ReturnType<TokenRefresher>>;
type JWT = CognitoAuthTokens['accessToken'];

/** Decodes a JWT's payload (no verification: the server verifies; this only reads exp/iat for timing). */
export function decodeJwt(token: string): JWT {
  const part = token.split('.')[1];
  if (!part) throw Object.assign(new Error('Invalid JWT'), { name: 'InvalidJwtException' });
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const json = decodeURIComponent(
    Array.from(atob(base64), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
  );
  const payload = JSON.parse(json) as JWT['payload'];
  return { payload, toString: () => token };
}

/** The InitiateAuth REFRESH_TOKEN_AUTH request (Cognito's JSON 1.1 protocol). */
export function buildRefreshRequest(
  endpoint: string,
  clientId: string,
  refreshToken: string,
): { url: string; init: RequestInit } {
  return {
    url: endpoint,
    init: {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
      cache: 'no-store',
    },
  };
}

/**
 * Maps the InitiateAuth response to Amplify's token set. Errors become Errors whose `name` is the Cognito
 * error type (`NotAuthorizedException`...), which is what Amplify's token orchestrator inspects to decide
 * whether to clear the session.
 */
export function mapRefreshResponse(
  status: number,
  body: unknown,
  previous: { refreshToken: string; username: string; deviceMetadata?: CognitoAuthTokens['deviceMetadata'] },
  nowMs: number,
): CognitoAuthTokens {
  const obj = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status < 200 || status >= 300) {
    const type =
      typeof obj.__type === 'string' ? obj.__type : typeof obj.code === 'string' ? obj.code : 'UnknownError';
    const name = type.includes('#') ? type.slice(type.lastIndexOf('#') + 1) : type;
    const message = typeof obj.message === 'string' ? obj.message : `Token refresh failed (HTTP ${status})`;
    throw Object.assign(new Error(message), { name });
  }
  const result = obj.AuthenticationResult as Record<string, unknown> | undefined;
  if (!result || typeof result.AccessToken !== 'string') {
    throw Object.assign(new Error('Token refresh returned no access token'), {
      name: 'InvalidRefreshResponse',
    });
  }
  const accessToken = decodeJwt(result.AccessToken);
  const idToken = typeof result.IdToken === 'string' ? decodeJwt(result.IdToken) : undefined;
  const iat = accessToken.payload.iat;
  if (typeof iat !== 'number') {
    throw Object.assign(new Error('iat not found in access token'), { name: 'iatNotFoundException' });
  }
  return {
    accessToken,
    idToken,
    clockDrift: iat * 1000 - nowMs,
    // cognito-local (like Cognito without rotation) returns no new refresh token: keep the old one
    refreshToken: typeof result.RefreshToken === 'string' ? result.RefreshToken : previous.refreshToken,
    username: previous.username,
    ...(previous.deviceMetadata ? { deviceMetadata: previous.deviceMetadata } : {}),
  };
}

/** A token refresher for cognito-local: InitiateAuth REFRESH_TOKEN_AUTH against the configured endpoint. */
export function createInitiateAuthRefresher(
  endpoint: string,
  clientId: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): TokenRefresher {
  let inflight: Promise<CognitoAuthTokens> | null = null;
  return ({ tokens, username }) => {
    // de-duplicate concurrent refreshes (several API calls at once after a long idle)
    if (inflight) return inflight;
    inflight = (async () => {
      const refreshToken = tokens.refreshToken;
      if (!refreshToken) {
        throw Object.assign(new Error('No refresh token in the session'), { name: 'NotAuthorizedException' });
      }
      const { url, init } = buildRefreshRequest(endpoint, clientId, refreshToken);
      const response = await fetchImpl(url, init);
      const body: unknown = await response.json().catch(() => ({}));
      return mapRefreshResponse(
        response.status,
        body,
        { refreshToken, username, deviceMetadata: tokens.deviceMetadata },
        Date.now(),
      );
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  };
}
