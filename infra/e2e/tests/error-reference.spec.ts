import { expect, test } from '@playwright/test';
import { localStack } from '../../local/personas';
import { readStackFile } from '../../local/stack-file';
import { createPersona } from '../support/personas';
import { openSignedIn } from '../support/session';
import { signInThroughUi } from '../support/ui';

/**
 * What operations hear of a person's errors. A failed request's toast gives the person a reference to quote: the id the web client sent with the
 * request, which the server answered in x-request-id and logged its lines under.
 */
const stack = readStackFile();
const local = localStack(stack);

test("a refused save's toast shows 'Reference: <id>', the id the request carried and the server answered", async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account');
  const fullName = page.getByLabel('Full Name', { exact: true });
  await expect(fullName).toHaveValue(user.fullName);
  await fullName.fill('Typed In This Tab');

  // the profile changes elsewhere meanwhile (set up through the API), so this tab's save meets a 409
  const token = (await local.signIn(user)).accessToken;
  const me = (await (
    await fetch(`${stack.apiUrl}/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { profile: { version: number } };
  const elsewhere = await fetch(`${stack.apiUrl}/profile`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Saved Elsewhere',
      company_name: user.companyName,
      phone_number: user.phoneNumber,
      version: me.profile.version,
    }),
  });
  expect(elsewhere.status).toBe(200);

  const refused = page.waitForResponse(
    (res) => res.url().endsWith('/profile') && res.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  const id = answer.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // the server used the id the browser sent, and put it in the error body too
  expect((await answer.request().allHeaders())['x-request-id']).toBe(id);
  expect(((await answer.json()) as { requestId: string }).requestId).toBe(id);

  const toast = page.getByTestId('toast').filter({ hasText: 'Failed to update profile' });
  await expect(toast.getByTestId('toast-reference')).toHaveText(`Reference: ${id}`);
});

test('a remote that fails to load is reported to the error endpoint, and the page says the section did not load', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  // the account remote's scripts do not arrive (its manifest does): its load fails in the shell
  const remoteOrigin = new URL(stack.remotes['mf-account']).origin;
  await page.route(`${remoteOrigin}/**/*.js`, (route) => route.abort('connectionrefused'));
  const reported = page.waitForRequest(
    (req) => req.url() === `${stack.apiUrl}/client-errors` && req.method() === 'POST',
  );
  await openSignedIn(page, user, '/my-account');
  await expect(page.getByTestId('remote-error')).toContainText('This section could not be loaded');
  const report = (await reported).postDataJSON() as Record<string, unknown>;
  expect(report).toMatchObject({ kind: 'remote-load', page: '/my-account' });
  expect(String(report.source)).toContain('mf-account');
  expect((await (await reported).response())?.status()).toBe(200);
});
