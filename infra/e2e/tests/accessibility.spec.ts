import { expect, test, type Page } from '@playwright/test';
import { auditedPagesFor, viewerKinds, type ViewerKind } from '../../../shell/test/guard-rules.fixture';
import { seriousViolations, settle, type AxeFinding } from '../support/a11y';
import { createPersona } from '../support/personas';
import { signInContext } from '../support/session';
import { navigateInApp } from '../support/ui';

/**
 * axe-core (WCAG 2.1 A/AA) on every page of the shell's route table: no serious or critical violation.
 * The pages come from the route table itself through the shell's guard, each audited once, as the
 * first kind of user (least rights first) who may open it (`auditedPagesFor` in
 * shell/test/guard-rules.fixture.ts, whose unit test checks that the audits cover every page a kind of
 * user may open): a new route is checked without touching this file. My Account is checked on each of
 * its tabs; the deal pages by deal-screens.spec.ts and deal-panels.spec.ts on real deals. A long sweep is
 * cut in parts, so the workers share it.
 */
// Each part pays for a new persona, its sign-in and a first full page load (4-5 s on a loaded machine)
// before its first page is audited: 12 keeps every kind of user's pages in one part today (at most 11),
// where 8 left parts of one to three pages that were mostly that overhead.
const pagesPerTest = 12;

function sweeps(role: ViewerKind): string[][] {
  const urls = auditedPagesFor(role);
  const parts: string[][] = [];
  for (let i = 0; i < urls.length; i += pagesPerTest) parts.push(urls.slice(i, i + pagesPerTest));
  return parts;
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
    // (a full reload per page cost about a second each; the other specs open their pages by address)
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

for (const role of viewerKinds) {
  for (const [part, urls] of sweeps(role).entries()) {
    test(`axe: no serious or critical violations on the pages a ${role} user opens (part ${part + 1})`, async ({
      page,
    }) => {
      test.setTimeout(60_000 + urls.length * 15_000);
      if (role !== 'anonymous') await signInContext(page.context(), await createPersona(role));
      const findings = await auditPages(page, urls);
      expect(findings, report(findings)).toEqual({});
    });
  }
}
