import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { submitRegistration } from '../support/applicant';
import { pdfFile, pngFile } from '../support/files';
import { createPersona, readItem } from '../support/personas';
import { expectToast, signInThroughUi } from '../support/ui';

test('My documents: upload, list newest first, preview images, download and delete', async ({ page }) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=my-documents');
  await expect(page.getByText('No documents found')).toBeVisible();
  await expect(page.getByLabel('Document Type', { exact: true })).toHaveValue('general');

  await page.getByLabel('Choose File', { exact: true }).setInputFiles(pdfFile('contract.pdf'));
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'File contract.pdf uploaded successfully');

  await page.getByLabel('Document Type', { exact: true }).selectOption('technical');
  await page.getByLabel('Choose File', { exact: true }).setInputFiles(pngFile('tank.png'));
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'File tank.png uploaded successfully');

  const items = page.getByTestId('document-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('tank.png');
  await expect(items.nth(0)).toContainText('Technical');
  await expect(items.nth(1)).toContainText('contract.pdf');
  await expect(items.nth(1)).toContainText('General');
  // image preview (400 px high) through the presigned download URL; PDFs are not previewed
  const preview = page.getByRole('img', { name: 'Preview of tank.png' });
  await expect(preview).toBeVisible();
  await expect
    .poll(() =>
      preview.evaluate(
        (img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0,
      ),
    )
    .toBe(true);
  expect(await preview.evaluate((img) => img.getBoundingClientRect().height)).toBe(400);
  await expect(page.getByRole('img', { name: 'Preview of contract.pdf' })).toHaveCount(0);

  // the list survives a reload (it comes from the server)
  await page.reload();
  await expect(items).toHaveCount(2);

  // download: the storage serves the presigned link as an attachment under the file's own name
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download contract.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('contract.pdf');
  expect(readFileSync((await download.path())!).equals(pdfFile('contract.pdf').buffer)).toBe(true);

  // delete, confirmed in a dialog
  await page.getByRole('button', { name: 'Delete contract.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete document' });
  await expect(dialog).toContainText('contract.pdf');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Document deleted');
  await expect(items).toHaveCount(1);
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('tank.png');
});

test('My documents: a file the server refuses shows the reason', async ({ page }) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=my-documents');
  // declared as a PDF but not one: the client passes it, the server's magic-byte check refuses it
  await page.getByLabel('Choose File', { exact: true }).setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'Failed to upload document');
  await expect(page.getByText('No documents found')).toBeVisible();
});

test('My documents: a download keeps a non-ASCII file name (报告.pdf)', async ({ page }) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=my-documents');
  await page.getByLabel('Choose File', { exact: true }).setInputFiles(pdfFile('报告.pdf'));
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'File 报告.pdf uploaded successfully');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 报告.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('报告.pdf');
});

test('My documents: a document of a submitted registration cannot be deleted, and the dialog says why', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  const { documents } = await submitRegistration(user, 'buyer');
  const held = documents[0]!;
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=my-documents');
  await page.getByRole('button', { name: `Delete ${held.fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete document' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  const message = 'This document is part of your submitted Buyer registration and cannot be deleted.';
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await expectToast(page, 'Failed to delete document');
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // still there, also for the server
  await page.reload();
  await expect(page.getByTestId('document-item').filter({ hasText: held.fileName })).toHaveCount(1);
  expect(await readItem(`USER#${user.userId}`, `DOC#${held.documentId}`)).toBeDefined();
});
