import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readStackFile } from '../../local/stack-file';
import { createPersona } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * The terms of use as people meet them: an admin publishes a new version on System Settings (after a
 * confirmation; Cancel publishes nothing), and anyone reads it from the sign-in page's link.
 */
const stack = readStackFile();
const termsNow = async () =>
  (await (await fetch(`${stack.apiUrl}/terms`)).json()) as { version: number; text: string };

test('an admin publishes a new version of the terms, which the sign-in page links to @platform-settings', async ({
  page,
  browser,
}) => {
  const admin = await createPersona('admin');
  await signInThroughUi(page, admin.email, admin.password);
  await page.goto('/system/settings');
  await expectHeading(page, 'System Settings');
  const before = await termsNow();
  const card = page.getByRole('region', { name: 'Terms of Use' });
  await expect(card.getByText(new RegExp(`^Version ${before.version}[,:]`))).toBeVisible();

  const heading = `Shipping notices ${randomUUID().slice(0, 8)}`;
  const text = page.getByLabel('Text of the terms');
  await text.fill(`${before.text}\n\n# ${heading}\nNotices of readiness are given through the deal page.`);
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(card.getByRole('heading', { name: heading })).toBeVisible();

  const publish = card.getByRole('button', { name: `Publish Version ${before.version + 1}` });
  await publish.click();
  const dialog = page.getByRole('dialog', {
    name: `Publish version ${before.version + 1} of the terms of use?`,
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await termsNow()).version).toBe(before.version);

  await publish.click();
  await dialog.getByRole('button', { name: `Publish Version ${before.version + 1}` }).click();
  await expectToast(page, 'Terms of use published');
  await expect(card.getByText(new RegExp(`^Version ${before.version + 1}, published`))).toBeVisible();
  expect(await termsNow()).toMatchObject({ version: before.version + 1 });

  // anyone, signed in or not, reads it from the sign-in page
  const visitor = await browser.newContext();
  try {
    const anonymous = await visitor.newPage();
    await anonymous.goto('/auth');
    await anonymous.getByRole('link', { name: 'Terms of use', exact: true }).click();
    await expect(anonymous).toHaveURL(/\/terms$/);
    await expect(anonymous.getByRole('heading', { name: heading })).toBeVisible();
    await expect(anonymous.getByText(new RegExp(`^Version ${before.version + 1}, published`))).toBeVisible();
  } finally {
    await visitor.close();
  }
});
