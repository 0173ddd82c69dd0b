import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { localStack } from '../../local/personas';
import { readStackFile } from '../../local/stack-file';
import { createPersona, readItem } from '../support/personas';
import { expectToast, signInThroughUi } from '../support/ui';

/**
 * Profile edits are versioned: a form whose profile was saved elsewhere meanwhile meets the API's 409,
 * loads the current values and says so; nothing is overwritten.
 */
const stack = readStackFile();
const local = localStack(stack);

/** A profile edit made elsewhere (another tab, another device) with the user's own token. */
async function editElsewhere(who: { email: string; password: string }, fields: Record<string, string>) {
  const token = (await local.signIn(who)).accessToken;
  const me = (await (
    await fetch(`${stack.apiUrl}/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    profile: { version: number };
  };
  const res = await fetch(`${stack.apiUrl}/profile`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, version: me.profile.version }),
  });
  expect(res.status).toBe(200);
}

test('My details: a save after the profile changed elsewhere is refused, the current values are loaded and the form says so', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account');
  const fullName = page.getByLabel('Full Name', { exact: true });
  const company = page.getByLabel('Company Name', { exact: true });
  await expect(fullName).toHaveValue(user.fullName);

  await fullName.fill('Typed In This Tab');
  const elsewhere = {
    full_name: `Saved Elsewhere ${randomUUID().slice(0, 6)}`,
    company_name: 'Elsewhere Metals',
  };
  await editElsewhere(user, { ...elsewhere, phone_number: '+1 555 0142' });

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Failed to update profile');
  await expect(page.getByRole('alert').filter({ hasText: 'the current values have been loaded' })).toHaveText(
    'Your profile was changed elsewhere, so the current values have been loaded. Review them and save again.',
  );
  await expect(fullName).toHaveValue(elsewhere.full_name);
  await expect(company).toHaveValue(elsewhere.company_name);
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('+1 555 0142');
  expect(await readItem(`USER#${user.userId}`, 'PROFILE')).toMatchObject({ ...elsewhere, version: 2 });

  // saving again now carries the current version and goes through
  await fullName.fill('Typed Again');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(page.getByTestId('profile-reloaded')).toHaveCount(0);
  await expect
    .poll(() => readItem(`USER#${user.userId}`, 'PROFILE'))
    .toMatchObject({ full_name: 'Typed Again', company_name: elsewhere.company_name, version: 3 });
});

test("admin Edit: a save after the user changed the profile is refused, the dialog loads the user's values and says so", async ({
  page,
}) => {
  const buyer = await createPersona('buyer');
  const name = `Conflict Buyer ${randomUUID().slice(0, 6)}`;
  await editElsewhere(buyer, {
    full_name: name,
    phone_number: buyer.phoneNumber,
    company_name: buyer.companyName,
  });
  const admin = await createPersona('admin');
  await signInThroughUi(page, admin.email, admin.password);

  await page.goto('/admin/buyer-accounts');
  await page.getByRole('searchbox', { name: 'Search buyer accounts' }).fill(name.toLowerCase());
  const row = page.getByTestId('account-row').filter({ hasText: name });
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Company Name')).toHaveValue(buyer.companyName);

  await edit.getByLabel('Company Name').fill('Admin Typed Ltd');
  await editElsewhere(buyer, {
    full_name: name,
    phone_number: buyer.phoneNumber,
    company_name: 'User Saved Ltd',
  });
  await edit.getByRole('button', { name: 'Save Changes' }).click();

  await expectToast(page, 'Failed to update profile');
  await expect(edit.getByRole('alert')).toHaveText(
    "This user's profile was changed since you opened it, so the current values have been loaded. Review them and save again.",
  );
  await expect(edit.getByLabel('Company Name')).toHaveValue('User Saved Ltd');
  expect((await readItem(`USER#${buyer.userId}`, 'PROFILE'))?.company_name).toBe('User Saved Ltd');

  await edit.getByLabel('Company Name').fill('Admin Typed Ltd');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(edit).toBeHidden();
  await expect
    .poll(async () => (await readItem(`USER#${buyer.userId}`, 'PROFILE'))?.company_name)
    .toBe('Admin Typed Ltd');
});
