import { describe, expect, it } from 'vitest';
import { decideGuard } from './guard';
import {
  auditedPagesFor,
  expectedLanding,
  guardViewers,
  pagesFor,
  routes,
  selfLeaving,
  viewerKinds,
} from '../../test/guard-rules.fixture';
import { pathMatches } from './remote-for-path';
import { routeTable } from './route-table';

/**
 * The written-out guard rules of shell/test/guard-rules.fixture.ts against the shell's guard on the route table's
 * own entries, for every route and every kind of user: this is where all of them are compared. The
 * browser opens one route per kind of refusal (infra/e2e/tests/guard-matrix.spec.ts), to show the
 * guard acting on a real session.
 */
describe('the written-out guard rules', () => {
  it('cover the route table and agree with the shell guard', () => {
    const concrete = routeTable
      .filter((route) => route.path !== '/auth' && route.path !== '*')
      .map((route) => routes.find((r) => pathMatches(route.path, r.path)));
    expect(
      concrete.filter((r) => r === undefined),
      'a route table entry without a written-out rule',
    ).toEqual([]);
    for (const route of routes) {
      const entry = routeTable.find((r) => pathMatches(r.path, route.path));
      expect(entry, route.path).toBeDefined();
      for (const viewer of viewerKinds) {
        const written = expectedLanding(viewer, route);
        const decision = decideGuard(entry!.guard, guardViewers[viewer], { path: route.path });
        const shell =
          decision.action === 'allow'
            ? { path: route.path }
            : decision.action === 'redirect'
              ? { path: decision.to.split('?')[0], message: decision.message }
              : { path: `(${decision.action})` };
        // a page the guard lets through and that then leaves on its own is the page's rule, not the guard's
        const guardPart =
          decision.action === 'allow' && selfLeaving(route.path) ? { path: route.path } : written;
        expect(shell, `${viewer} -> ${route.path}`).toEqual(
          guardPart.message ? guardPart : { path: guardPart.path, message: undefined },
        );
      }
    }
  });
});

describe('the pages the accessibility sweep audits per kind of user', () => {
  it('give every kind of user pages to check', () => {
    expect(pagesFor('anonymous')).toEqual(['/auth', '/terms']);
    expect(pagesFor('inactive')).toContain('/my-account?tab=registration');
    expect(pagesFor('admin')).toContain('/admin/buyer-accounts');
    expect(pagesFor('mandate')).toContain('/mandate-dashboard');
    expect(pagesFor('buyer')).not.toContain('/submit-listing');
    expect(pagesFor('seller')).toContain('/submit-listing');
  });

  it('audit every page once, as the first kind of user who may open it', () => {
    const audited = viewerKinds.flatMap((viewer) => auditedPagesFor(viewer));
    expect(new Set(audited).size).toBe(audited.length);
    expect(new Set(audited)).toEqual(new Set(viewerKinds.flatMap((viewer) => pagesFor(viewer))));
    expect(auditedPagesFor('anonymous')).toEqual(['/auth', '/terms']);
    expect(auditedPagesFor('admin')).toContain('/admin/deals');
    expect(auditedPagesFor('admin')).not.toContain('/marketplace/buyer');
  });
});
