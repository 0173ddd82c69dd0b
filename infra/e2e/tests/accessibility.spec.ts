import { expect, test, type Page } from '@playwright/test';
import { decideGuard, type Viewer } from '../../../shell/src/routes/guard';
import { registrationTypes, routeTable } from '../../../shell/src/routes/route-table';
import { seriousViolations, settle, type AxeFinding } from '../support/a11y';
import { createPersona, type PersonaKind } from '../support/personas';
import { navigateInApp, signInThroughUi } from '../support/ui';

/**
 * axe-core (WCAG 2.1 A/AA) on every page of the shell's route table, as every kind of user that may
 * open it: no serious or critical violation. The pages come from the route table itself (a new route
 * is checked without touching this file); who may open a page comes from the shell's guard function.
 * My Account is checked on each of its tabs.
 */
type Role = 'anonymous' | PersonaKind;

const viewers: Record<Role, Viewer> = {
  anonymous: { kind: 'anonymous' },
  inactive: { kind: 'user', isAdmin: false, active: false, roles: [] },
  buyer: { kind: 'user', isAdmin: false, active: true, roles: ['buyer'] },
  seller: { kind: 'user', isAdmin: false, active: true, roles: ['seller'] },
  mandate: { kind: 'user', isAdmin: false, active: true, roles: ['mandate'] },
  admin: { kind: 'user', isAdmin: true, active: true, roles: [] },
};

const myAccountTabs = ['my-details', 'my-documents', 'registration', 'settings'];

/** The concrete URLs of a route pattern. */
function urlsOf(path: string): string[] {
  if (path === '/register/:type') return registrationTypes.map((type) => `/register/${type}`);
  if (path === '/my-account') return myAccountTabs.map((tab) => `/my-account?tab=${tab}`);
  // a deal page needs a deal of the viewer's (deal 1 is none: it leaves for the Deal Flow while axe
  // reads it); deal-screens.spec.ts and deal-panels.spec.ts run axe on real deals
  if (path === '/deal/:id') return [];
  return [path.replace(':id', '1')];
}

function pagesFor(role: Role): string[] {
  return routeTable
    .filter((route) => decideGuard(route.guard, viewers[role], { path: route.path }).action === 'allow')
    .flatMap((route) => urlsOf(route.path));
}

function report(findings: Record<string, AxeFinding[]>): string {
  return Object.entries(findings)
    .map(
      ([url, list]) =>
        `${url}\n${list.map((f) => `  [${f.impact}] ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n')}`,
    )
    .join('\n');
}

async function auditPages(page: Page, urls: string[]): Promise<Record<string, AxeFinding[]>> {
  const findings: Record<string, AxeFinding[]> = {};
  for (const [index, url] of urls.entries()) {
    // the first page is loaded, the others are reached inside the app as a user clicking a link would
    // (a full reload per page cost about a second each, and the guard matrix checks deep links)
    if (index === 0) await page.goto(url);
    else await navigateInApp(page, url);
    // an Inquire page opened without an item says so and goes back to its marketplace: that is checked
    const landing = url.endsWith('/inquire') ? url.slice(0, -'/inquire'.length) : url;
    await expect(page).toHaveURL((at) => `${at.pathname}${at.search}` === landing);
    await settle(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) findings[url] = violations;
  }
  return findings;
}

test('the route table gives every role pages to check', () => {
  expect(pagesFor('anonymous')).toEqual(['/auth']);
  expect(pagesFor('inactive')).toContain('/my-account?tab=registration');
  expect(pagesFor('admin')).toContain('/admin/buyer-accounts');
  expect(pagesFor('mandate')).toContain('/mandate-dashboard');
  expect(pagesFor('buyer')).not.toContain('/submit-listing');
  expect(pagesFor('seller')).toContain('/submit-listing');
});

for (const role of Object.keys(viewers) as Role[]) {
  test(`axe: no serious or critical violations on the pages a ${role} user opens`, async ({ page }) => {
    const urls = pagesFor(role);
    test.setTimeout(60_000 + urls.length * 15_000);
    if (role !== 'anonymous') {
      const persona = await createPersona(role);
      await signInThroughUi(page, persona.email, persona.password);
    }
    const findings = await auditPages(page, urls);
    expect(findings, report(findings)).toEqual({});
  });
}
