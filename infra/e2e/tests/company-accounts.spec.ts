import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { isNotificationEmail, mailInbox } from '../../local/mail-inbox';
import { repoRoot, readStackFile } from '../../local/stack-file';
import { seriousViolations, settle } from '../support/a11y';
import { dealAt, walk, walkFile } from '../support/deal-setup';
import { pdfFile } from '../support/files';
import { apiAs } from '../support/market-api';
import { createPersona, type Persona } from '../support/personas';
import { signInContext } from '../support/session';
import { expectToast } from '../support/ui';

/**
 * A seller company works a deal as a team. Its administrator invites an Operations member and an
 * Approver on My Account → Company; each opens the link of their e-mail (read from the SMTP sink) and
 * joins. The Operations member uploads the signed ICPO, which waits for the company's approval; the
 * Approver releases it and the platform approves it. A Viewer sees the deal and can do nothing in it,
 * and a member the administrator removes is signed out at their next click. The deal is set up through
 * the API up to the seller's signed ICPO. Screenshots at 1280 and 390 px go to .local/screens/.
 */

const screens = join(repoRoot, '.local', 'screens');
const sink = mailInbox(readStackFile());

async function pageAs(browser: Browser, who: Persona, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 1280 ? 800 : 844 } });
  await signInContext(context, who);
  return context.newPage();
}

/** No serious axe finding, then full-page screenshots at 1280 and 390 px, back at the page's width. */
async function look(page: Page, name: string) {
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  const own = page.viewportSize()!;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // two frames: the layout of the new width is painted before the capture
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    await page.screenshot({ path: join(screens, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(own);
}

/** The invitation link of the invitation e-mail to `who`. */
async function invitationLink(who: Persona): Promise<string> {
  const [mail] = await sink.waitFor(who.email, 1, 15_000, isNotificationEmail);
  const link = /\/invitations\/[A-Za-z0-9-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, `an invitation e-mail reached ${who.email}`).toBeTruthy();
  return link!;
}

/** The invited person opens the e-mail's link and joins the company, confirming first. */
async function joinByLink(page: Page, link: string, company: string, role: string) {
  await page.goto(link);
  await expect(page.getByTestId('invitation-headline')).toContainText(
    `invited you to join ${company} as ${role}.`,
  );
  await page.getByRole('button', { name: `Join ${company}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Join ${company} as ${role}?`);
  await dialog.getByRole('button', { name: `Join ${company}` }).click();
  await expectToast(page, `You joined ${company}`);
  await expect(page).not.toHaveURL(/\/invitations\//);
}

test('a seller company invites its team, holds its signed ICPO for an Approver, and signs out a removed member', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const product = `Jet A-1 ${randomUUID().slice(0, 6)}`;
  const { seller, buyer, admin, dealId } = await dealAt('icpo', product);
  await walk.upload(buyer, dealId, 'icpo', walkFile(pdfFile('icpo.pdf', 'ICPO of the buyer')));
  await walk.approve(admin, dealId, 'icpo');
  const [operations, approver, viewer] = await Promise.all([
    createPersona('inactive'),
    createPersona('inactive'),
    createPersona('inactive'),
  ]);
  const company = seller.companyName;

  // the administrator invites Operations and an Approver on the Company tab
  const adminPage = await pageAs(browser, seller);
  await adminPage.goto('/my-account?tab=company');
  const form = adminPage.getByRole('form', { name: 'Invite member' });
  for (const [person, role] of [
    [operations, 'Operations'],
    [approver, 'Approver'],
  ] as const) {
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Role').selectOption({ label: role });
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(adminPage, `Invitation sent to ${person.email}`);
  }
  await expect(adminPage.getByRole('table', { name: 'Invitations' })).toContainText(approver.email);
  await look(adminPage, 'company-tab');

  // each opens the link of their e-mail and joins
  const opsPage = await pageAs(browser, operations);
  await joinByLink(opsPage, await invitationLink(operations), company, 'Operations');
  const approverPage = await pageAs(browser, approver, 390);
  const approverLink = await invitationLink(approver);
  await approverPage.goto(approverLink);
  await look(approverPage, 'invitation');
  await joinByLink(approverPage, approverLink, company, 'Approver');
  // the top bar names the member's role
  await expect(opsPage.getByTestId('topbar-company-role')).toContainText('Operations');

  await adminPage.reload();
  const members = adminPage.getByRole('table', { name: 'Members' });
  await expect(members).toContainText(operations.email);
  await expect(members).toContainText(approver.email);

  // a Viewer, invited through the API, joins the same way
  const invited = await apiAs<{ id: string }>(seller, 'POST', '/account/company/invitations', {
    email: viewer.email,
    role: 'viewer',
  });
  expect(invited.status).toBe(201);
  expect((await apiAs(viewer, 'POST', `/invitations/${invited.body.id}/accept`)).status).toBe(200);

  // the Operations member uploads the signed ICPO: it waits for the company's approval
  await opsPage.goto(`/deal/${dealId}`);
  const panel = opsPage.getByTestId('panel-seller');
  await panel
    .getByLabel('Signed ICPO', { exact: true })
    .setInputFiles(pdfFile('icpo-signed.pdf', 'Signed ICPO'));
  await panel.getByRole('button', { name: 'Submit Signed ICPO', exact: true }).click();
  await expect(panel.getByTestId('document-status-icpo-signed')).toContainText('Awaiting company approval');

  // the Approver finds it on the Dashboard and releases it to the platform's review
  await approverPage.goto('/');
  await expect(
    approverPage.locator(`[data-testid="awaiting-approval-row"][data-deal-id="${dealId}"]`),
  ).toBeVisible();
  await approverPage.goto(`/deal/${dealId}`);
  const release = approverPage.getByRole('button', { name: 'Release Signed ICPO, version 1' });
  await expect(release).toBeVisible();
  await look(approverPage, 'company-release');
  await release.click();
  const dialog = approverPage.getByRole('dialog');
  await expect(dialog).toContainText("Release Signed ICPO, version 1, to the platform's review?");
  await dialog.getByRole('button', { name: 'Release Document' }).click();
  await expect(release).toHaveCount(0);
  await expect(approverPage.getByTestId('document-status-icpo-signed')).not.toContainText(
    'Awaiting company approval',
  );
  // the History tab names both people to the company's own members
  await approverPage.getByRole('tab', { name: 'History' }).click();
  const entry = (action: string) =>
    approverPage.locator(`[data-testid="history-entry"][data-action="${action}"]`);
  await expect(entry('document-held')).toContainText(`by ${operations.fullName} (Seller #`);
  await expect(entry('document-released')).toContainText(`by ${approver.fullName} (Seller #`);
  await look(approverPage, 'company-history');
  await walk.approve(admin, dealId, 'icpo-signed');

  // the Viewer sees the deal and is offered nothing to do in it
  const viewerPage = await pageAs(browser, viewer);
  await viewerPage.goto(`/deal/${dealId}`);
  await expect(viewerPage.getByTestId('current-step-panels')).toBeVisible();
  await expect(viewerPage.getByTestId('topbar-company-role')).toContainText('Viewer');
  await expect(
    viewerPage.getByRole('button', { name: /^(Submit|Upload|Release|Refuse|Confirm)/ }),
  ).toHaveCount(0);
  await expect(viewerPage.locator('input[type="file"]')).toHaveCount(0);
  await look(viewerPage, 'company-viewer-deal');

  // the platform's admin sees the company with its members
  const backOffice = await pageAs(browser, admin);
  await backOffice.goto(`/admin/companies/${seller.userId}`);
  await expect(backOffice.getByRole('table', { name: 'Members' })).toContainText(approver.email);
  await expect(backOffice.getByRole('table', { name: 'Deals' })).toContainText(
    `1,000 MT ${product}Deal #${dealId}`,
  );
  await look(backOffice, 'admin-company');

  // the administrator removes the Operations member, who is signed out at their next click
  expect((await apiAs(seller, 'DELETE', `/account/company/members/${operations.userId}`)).status).toBe(204);
  await opsPage.getByTestId('sidebar').getByRole('link', { name: 'Deal Flow' }).click();
  await expect(opsPage).toHaveURL(/\/auth/);
  await expectToast(opsPage, `You are no longer a member of ${company}. Please sign in again.`);
});
