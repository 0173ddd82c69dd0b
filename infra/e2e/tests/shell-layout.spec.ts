import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../local/stack-file';
import { pdfFile } from '../support/files';
import { createPersona } from '../support/personas';
import { expectHeading, expectToast, signInThroughUi } from '../support/ui';

/**
 * The shell's frame around every signed-in page: top bar (page title, who is signed in, Sign out),
 * sidebar, toasts, favicon, and what axe finds in it. Desktop (1280 px) and phone (390 px).
 */

const phone = { width: 390, height: 844 };

/**
 * Watches the toasts from now on: the most that were on screen at once, and every message text that
 * was shown (a MutationObserver in the page).
 */
async function watchToasts(page: Page) {
  // strings: the e2e project compiles without the DOM library
  await page.evaluate(`(() => {
    window.__toasts = { max: 0, texts: new Set() };
    const look = () => {
      const toasts = document.querySelectorAll('.Toastify__toast');
      window.__toasts.max = Math.max(window.__toasts.max, toasts.length);
      for (const el of document.querySelectorAll('[data-testid=toast-entry], [data-testid=toast]:not([data-count])'))
        window.__toasts.texts.add(el.textContent);
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    look();
  })()`);
  return {
    max: () => page.evaluate<number>('window.__toasts.max'),
    texts: () => page.evaluate<string[]>('[...window.__toasts.texts]'),
  };
}

/** axe (WCAG 2.1 A/AA) on the page, or on the shell's frame only (`frameOnly`: top bar, sidebar, toasts). */
async function expectNoAxeViolations(page: Page, label: string, { frameOnly = false } = {}) {
  // in the page itself (legacy mode): the default finishes each run in a fresh blank page, made for
  // cross-origin frames, which these pages have none of (3-6 s against ~0.3 s; infra/e2e/support/a11y.ts)
  let axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
  if (frameOnly) axe = axe.include('header').include('#sidebar').include('.Toastify');
  const results = await axe.analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
  expect(found, `axe on ${label}`).toEqual([]);
}

test('the top bar shows the page title and the signed-in user (name, company, role); Sign out signs out', async ({
  page,
}) => {
  const buyer = await createPersona('buyer');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughUi(page, buyer.email, buyer.password);
  await expectHeading(page, 'Dashboard');
  const bar = page.getByRole('banner');
  await expect(bar.getByTestId('topbar-title')).toHaveText('Dashboard');
  await expect(bar.getByTestId('topbar-name')).toHaveText(buyer.fullName);
  await expect(bar.getByTestId('topbar-company')).toHaveText(buyer.companyName);
  await expect(bar.getByTestId('topbar-role')).toHaveText('Buyer');
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(bar.getByTestId('topbar-title')).toHaveText('My Account');

  await bar.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Logged out successfully');
  await expect(page).toHaveURL(/\/auth$/);
  // signed out for real: a guarded page sends back to /auth
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Authentication required: Please log in to access this page.');
});

test('at 390 px the user and Sign out sit in the account menu of the top bar', async ({ page }) => {
  const admin = await createPersona('admin');
  await page.setViewportSize(phone);
  await signInThroughUi(page, admin.email, admin.password);
  const bar = page.getByRole('banner');
  await expect(bar.getByTestId('topbar-title')).toHaveText('Dashboard');
  const account = bar.getByRole('button', { name: `Account of ${admin.fullName}, AP` });
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  // the bar fits the phone: no horizontal scrolling
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    phone.width,
  );
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.getByTestId('topbar-name')).toHaveText(admin.fullName);
  await expect(bar.getByTestId('topbar-company')).toHaveText(admin.companyName);
  await expect(bar.getByTestId('topbar-role')).toHaveText('Administrator');
  await expectNoAxeViolations(page, 'the account menu at 390 px');
  await page.keyboard.press('Escape');
  await expect(bar.getByTestId('topbar-name')).toHaveCount(0);

  await account.click();
  await bar.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Logged out successfully');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the sidebar reaches the bottom of a page taller than the window', async ({ page }) => {
  const admin = await createPersona('admin');
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInThroughUi(page, admin.email, admin.password);
  await page.goto('/admin');
  await expectHeading(page, 'Admin Dashboard');
  const pageHeight = await page.evaluate<number>('document.documentElement.scrollHeight');
  expect(pageHeight).toBeGreaterThan(600);
  const sidebar = await page.getByTestId('sidebar').boundingBox();
  expect(sidebar!.y + sidebar!.height).toBeGreaterThanOrEqual(pageHeight - 1);
  // its entries stay in view when the page is scrolled to the bottom
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeInViewport();
});

test('/favicon.ico answers 200 with an image', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);
  // an ICO file: reserved 0, type 1
  expect([...(await res.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('an inactive user signing in for the first time sees one toast and lands on the Registration tab', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await page.goto('/auth');
  const toasts = await watchToasts(page);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/my-account\?tab=registration$/);
  await expect(page.getByRole('tab', { name: 'Registration' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Register as Buyer' })).toBeVisible();
  // the guard decides on GET /me, whose answer the top bar's role shows: a guard toast is up by then
  await expect(page.getByRole('banner').getByTestId('topbar-role')).toHaveText('Applicant');
  // the one toast says what to do, not 'Login successful'
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toContainText(
    'Access denied: Your account is inactive. Please complete registration to access this page.',
  );
  await expect(page.getByText('Login successful')).toHaveCount(0);
  expect(await toasts.max()).toBe(1);
  await expectNoAxeViolations(page, '/my-account?tab=registration (applicant)');
});

test('six documents uploaded in a row make one grouped toast; never more than three toasts on screen', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/register/seller');
  await expectHeading(page, 'Seller Registration');
  await page.getByLabel('Seller Type', { exact: true }).selectOption('tank_terminal');
  const files = {
    'Business Registration Document': 'business-registration.pdf',
    'Tax Certificate': 'tax-certificate.pdf',
    'ID Verification': 'id-verification.pdf',
    'Signed Agreement': 'signed-agreement.pdf',
    'Analysis Certificate': 'analysis-certificate.pdf',
    'Ownership Certificate': 'ownership-certificate.pdf',
  };
  const toasts = await watchToasts(page);
  for (const [label, name] of Object.entries(files))
    await page.getByLabel(label, { exact: true }).setInputFiles(pdfFile(name));

  // one toast for the six: the newest three messages with their own texts, the rest counted
  const success = page.getByTestId('toast').filter({ hasText: 'uploaded successfully' });
  await expect(success).toHaveCount(1);
  await expect(success).toHaveAttribute('data-count', '6');
  await expect(success.getByTestId('toast-entry')).toHaveCount(3);
  await expect(success.getByTestId('toast-entry')).toHaveText(
    Array.from({ length: 3 }, () => /^File [a-z-]+\.pdf uploaded successfully$/),
  );
  await expect(success).toContainText('and 3 more');
  // every file's own message was on screen when its upload finished
  const shown = await toasts.texts();
  for (const name of Object.values(files)) expect(shown).toContain(`File ${name} uploaded successfully`);
  expect(await toasts.max()).toBeLessThanOrEqual(3);
  // the frame and its toasts (the registration form itself belongs to mf-account's own checks)
  await expectNoAxeViolations(page, 'the shell frame on /register/seller', { frameOnly: true });
});

test('the two-factor dialog shows a QR code of the otpauth URI of the secret Cognito issued', async ({
  page,
}) => {
  const user = await createPersona('inactive');
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/my-account?tab=settings');
  await page.getByRole('button', { name: 'Enable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const uri = (await dialog.getByTestId('totp-uri').textContent())?.trim() ?? '';
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(new URL(uri).searchParams.get('secret')).toBe(secret);

  const qr = dialog.getByRole('img', { name: 'QR code of the authenticator set-up link' });
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(150);
  // The QR's modules are those of that URI: the same encoder (mf-account's qrcode.react) with the same
  // options renders the same dark-module path for it.
  const modulesInPage = await qr.locator('path').last().getAttribute('d');
  expect(modulesInPage).toBe(referenceQrPath(uri));
  await expectNoAxeViolations(page, 'the two-factor dialog');
});

/** The dark-module path qrcode.react draws for `value` with the dialog's options. */
function referenceQrPath(value: string): string | undefined {
  const load = createRequire(join(repoRoot, 'mf-account', 'package.json'));
  const { createElement } = load('react') as { createElement: (type: unknown, props: object) => unknown };
  const { renderToStaticMarkup } = load('react-dom/server') as {
    renderToStaticMarkup: (el: unknown) => string;
  };
  const { QRCodeSVG } = load('qrcode.react') as { QRCodeSVG: unknown };
  const markup = renderToStaticMarkup(createElement(QRCodeSVG, { value, size: 168, level: 'L' }));
  return [...markup.matchAll(/<path[^>]* d="([^"]+)"/g)].at(-1)?.[1];
}
