import { expect, test } from '@playwright/test';
import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localStack } from '../../local/personas';
import { cognitoClient } from '../../local/provision';
import { totpCode } from '../support/totp';
import { expectToast } from '../support/ui';

const local = localStack();

test('a user with two-factor authentication signs in with the authenticator code', async ({ page }) => {
  // TOTP enabled for the user through Cognito (the settings screen's own test covers doing it in the UI)
  const user = await local.createPersona('inactive');
  const { accessToken } = await local.signIn(user);
  const cognito = cognitoClient(local.stack.cognito.endpoint);
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  await cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode!) }),
  );
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );

  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();

  const code = page.getByLabel('Authentication code', { exact: true });
  await expect(code).toBeVisible();
  await code.fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the 6 digits from your authenticator app')).toBeVisible();
  await code.fill(totpCode(SecretCode!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Login successful');
  // an inactive user is sent on to My Account
  await expect(page).toHaveURL(/\/my-account/);
});
