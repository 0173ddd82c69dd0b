import { expect, test, type Page } from '@playwright/test';
import { pdfFile } from '../support/files';
import { createPersona, putRegistration, readItem } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi, storedStage } from '../support/ui';

/**
 * Registration journeys through /register/{type}, against the field catalogue
 * (packages/contracts/src/registration-form.ts). Labels below are the catalogue's labels.
 */
const common = {
  text: {
    'Business Legal Name': 'Acme Refining Ltd',
    'Business Tax ID': 'TX-123456',
    'Business Address': '1 Harbour Road, Rotterdam',
    'Contact Name': 'Ada Contact',
    'Contact Title': 'Head of Trading',
    'Contact Email': 'ada.contact@example.com',
    'Contact Phone': '+31 10 123 4567',
  } as Record<string, string>,
  date: { 'Business Registration Date': '2015-06-01' } as Record<string, string>,
  files: {
    'Business Registration Document': 'business-registration.pdf',
    'Tax Certificate': 'tax-certificate.pdf',
    'ID Verification': 'id-verification.pdf',
    'Signed Agreement': 'signed-agreement.pdf',
  } as Record<string, string>,
};

const SELLER = {
  sellerType: 'Seller Type',
  refineryProducts: 'Refinery Products',
  ownership: 'Tank Terminal Ownership',
  ownershipCertificate: 'Ownership Certificate',
  industryEnergy: 'Energy',
  text: {
    'Product Origin Countries': 'Netherlands, Norway',
    'Technical Compliance Standards': 'EN590, ISO 8217',
  } as Record<string, string>,
  files: { 'Analysis Certificate': 'analysis-certificate.pdf' } as Record<string, string>,
};

async function fillText(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

async function upload(page: Page, label: string, fileName: string) {
  await page.getByLabel(label, { exact: true }).setInputFiles(pdfFile(fileName));
  await expectToast(page, `File ${fileName} uploaded successfully`);
}

test('a new user registers as a seller: conditional fields, documents, save for later, continue, submit, read-only and In Review', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);

  await page.goto('/my-account?tab=registration');
  await page.getByRole('button', { name: 'Register as Seller' }).click();
  await page
    .getByRole('dialog', { name: 'Register as Seller' })
    .getByRole('button', { name: 'Proceed' })
    .click();
  await expect(page).toHaveURL(/\/register\/seller$/);
  await expectHeading(page, 'Seller Registration');

  // agreement instructions toggle and the downloadable form
  await page.getByRole('button', { name: 'Show Agreement Instructions' }).click();
  await expect(page.getByText('Please download, print, sign, stamp, and upload the form')).toBeVisible();
  await page.getByRole('button', { name: 'Hide Agreement Instructions' }).click();
  await expect(page.getByText('Please download, print, sign, stamp, and upload the form')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download Agreement Form' }).first()).toHaveAttribute(
    'href',
    '/agreement_form.pdf',
  );

  // seller_type drives the conditional fields
  const sellerType = page.getByLabel(SELLER.sellerType, { exact: true });
  await expect(page.getByLabel(SELLER.refineryProducts, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(SELLER.ownership, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(SELLER.ownershipCertificate, { exact: true })).toHaveCount(0);
  await sellerType.selectOption('tank_terminal');
  await expect(page.getByLabel(SELLER.ownership, { exact: true })).toBeVisible();
  await expect(page.getByLabel(SELLER.ownershipCertificate, { exact: true })).toBeVisible();
  await expect(page.getByLabel(SELLER.refineryProducts, { exact: true })).toHaveCount(0);
  await sellerType.selectOption('refinery');
  await expect(page.getByLabel(SELLER.refineryProducts, { exact: true })).toBeVisible();
  await expect(page.getByLabel(SELLER.ownership, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(SELLER.ownershipCertificate, { exact: true })).toHaveCount(0);
  await page.getByLabel(SELLER.refineryProducts, { exact: true }).fill('Diesel EN590, Jet A1');

  // part of the form, then save for later
  await fillText(page, { 'Business Legal Name': common.text['Business Legal Name']! });
  await page.getByLabel(SELLER.industryEnergy, { exact: true }).check();
  await upload(page, 'Tax Certificate', 'tax-certificate.pdf');
  await page.getByRole('button', { name: 'Save for Later' }).click();
  await expectToast(page, 'Registration saved');
  await expect.poll(async () => (await readItem(`USER#${user.userId}`, 'REG#seller'))?.status).toBe('draft');

  // reload: values and files are still there; the card says Continue Registration
  await page.reload();
  await expect(page.getByLabel('Business Legal Name', { exact: true })).toHaveValue('Acme Refining Ltd');
  await expect(page.getByLabel(SELLER.sellerType, { exact: true })).toHaveValue('refinery');
  await expect(page.getByLabel(SELLER.refineryProducts, { exact: true })).toHaveValue('Diesel EN590, Jet A1');
  await expect(page.getByLabel(SELLER.industryEnergy, { exact: true })).toBeChecked();
  await expect(page.getByTestId('file-document_tax_certificate')).toContainText('tax-certificate.pdf');
  await page.goto('/my-account?tab=registration');
  await page
    .getByTestId('registration-card-seller')
    .getByRole('button', { name: 'Continue Registration' })
    .click();
  await expect(page).toHaveURL(/\/register\/seller$/);

  // the rest of the required fields and every required document
  await fillText(page, common.text);
  await fillText(page, common.date);
  await fillText(page, SELLER.text);
  for (const [label, fileName] of Object.entries(common.files)) {
    if (label !== 'Tax Certificate') await upload(page, label, fileName);
  }
  for (const [label, fileName] of Object.entries(SELLER.files)) await upload(page, label, fileName);

  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expectToast(page, 'Seller registration submitted successfully! It is now under review.');
  await expect(page).toHaveURL(/\/my-account\?tab=registration$/);
  const card = page.getByTestId('registration-card-seller');
  await expect(card.getByRole('button', { name: 'In Review' })).toBeDisabled();
  await expect(page.getByTestId('registration-progress')).toHaveAttribute('data-stage', 'due-diligence');
  expect(await storedStage(page)).toBe('due-diligence');

  // stored: submitted, with the values and the documents
  const stored = await readItem(`USER#${user.userId}`, 'REG#seller');
  expect(stored).toMatchObject({ status: 'submitted', type: 'seller' });
  const values = stored!.form_values as Record<string, unknown>;
  expect(values).toMatchObject({
    business_legal_name: 'Acme Refining Ltd',
    seller_type: 'refinery',
    industry_energy: true,
  });
  expect(values.document_tax_certificate).toMatchObject({
    fileName: 'tax-certificate.pdf',
    fileType: 'application/pdf',
  });
  expect(values.tank_terminal_ownership).toBeUndefined();

  // the form is now read-only
  await page.goto('/register/seller');
  await expect(page.getByTestId('read-only-notice')).toContainText('under review');
  await expect(page.getByLabel('Business Legal Name', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit Registration' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save for Later' })).toHaveCount(0);
});

test('a buyer submission missing a required field is refused with the field named', async ({ page }) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/register/buyer');
  await expectHeading(page, 'Buyer Registration');
  await fillText(page, { 'Business Legal Name': 'Buyer Co' });
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expectToast(page, 'Failed to submit registration');
  await expectToast(page, 'Business Tax ID');
  await expect(page.getByLabel('Business Tax ID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Business Legal Name', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/register\/buyer$/);
  expect(await readItem(`USER#${user.userId}`, 'REG#buyer')).toBeUndefined();
});

test('an unknown registration type is a clear not-found', async ({ page }) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/register/broker');
  await expect(page.getByText(/page not found|not found/i).first()).toBeVisible();
});

test('a rejected registration shows its reason and Apply Again opens the form with the values', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await putRegistration(user.userId, 'mandate', 'rejected', {
    form_values: { business_legal_name: 'Mandate Partners LLP', mandate_experience_years: '4_7' },
    rejection_reason: 'The professional license has expired.',
  });
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=registration');
  const card = page.getByTestId('registration-card-mandate');
  await expect(card).toContainText('The professional license has expired.');
  await expect(
    page.getByTestId('registration-card-buyer').getByRole('button', { name: 'Register as Buyer' }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Apply Again' }).click();
  await expect(page).toHaveURL(/\/register\/mandate$/);
  await expectHeading(page, 'Mandate Registration');
  await expect(page.getByLabel('Business Legal Name', { exact: true })).toHaveValue('Mandate Partners LLP');
  await expect(page.getByLabel('Years of Experience', { exact: true })).toHaveValue('4_7');
  await expect(page.getByRole('button', { name: 'Submit Registration' })).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=registration$/);
});
