import { roleMay, type CompanyRole } from '@portal/contracts/company-roles';
import type { DealSummary } from '@portal/contracts/deals';
import type { MeResponse } from '@portal/contracts/me';
import type { BadgeTone } from '@portal/ui/Badge';
import { awaitedActs, dueSuffix } from '../../../lib/deal-ticket/ticket';

/** Activity status colours (spec): Completed green, Pending yellow, anything else red. */
export function activityTone(status: string): BadgeTone {
  if (status === 'Completed') return 'success';
  if (status === 'Pending') return 'warning';
  return 'danger';
}

/**
 * The negotiations waiting on the reader, and where they answer them: a seller's on My Listings, a
 * buyer's on My Requests (each page holds both the inquiries on the user's items and those it sent).
 */
export function awaitingOffersText(
  awaiting: number,
  roles: readonly string[],
): { text: string; links: Array<{ to: string; label: string }> } | null {
  if (awaiting === 0) return null;
  const links = [
    ...(roles.includes('seller') ? [{ to: '/my-listings', label: 'My Listings' }] : []),
    ...(roles.includes('buyer') ? [{ to: '/my-requests', label: 'My Requests' }] : []),
  ];
  return {
    text: awaiting === 1 ? '1 offer awaits your answer' : `${awaiting} offers await your answer`,
    links,
  };
}

/** '3 of 10 used this month' and what remains. */
export function inquiryUsageText(used: number, limit: number): { used: string; remaining: string } {
  const remaining = Math.max(0, limit - used);
  return {
    used: `${used} of ${limit} used this month`,
    remaining: remaining === 1 ? '1 inquiry remaining' : `${remaining} inquiries remaining`,
  };
}

/** Who reads the Dashboard: a platform admin, or a member of a company with its role there. */
export type DashboardViewer = Pick<MeResponse, 'isAdmin' | 'company'>;

type NextAct = DealSummary['next'][number];

/**
 * The roles that see every act awaiting their company in Action required: administrators may do all
 * of it, and Operations does the deal's panels and follows what its company still owes. Any other role
 * (Trader, Approver, Viewer) sees only the acts its role is named for.
 */
const seesEveryAct: readonly CompanyRole[] = ['administrator', 'operations'];

/** An act awaiting the viewer's company that this role does (an act without `roles` is anyone's). */
const actOfRole = (act: NextAct, role: CompanyRole) => act.yours && (!act.roles || act.roles.includes(role));

/**
 * Action required: the deals awaiting the viewer (GET /deals?awaiting=me), less those whose acts are
 * for other roles of the viewer's company than its own. Admins, and everyone while /me is unknown,
 * see the list as the API answered it.
 */
export function actionRequiredFor(deals: DealSummary[], viewer: DashboardViewer | undefined): DealSummary[] {
  if (!viewer || viewer.isAdmin || seesEveryAct.includes(viewer.company.role)) return deals;
  const role = viewer.company.role;
  return deals.filter((deal) => deal.next.some((act) => actOfRole(act, role)));
}

/** Whether the Dashboard shows 'Awaiting your approval': a member whose role may release held documents. */
export function showsApprovals(viewer: DashboardViewer | undefined): boolean {
  return Boolean(viewer && !viewer.isAdmin && roleMay(viewer.company.role, 'approve'));
}

const releasesDocument = (act: NextAct) => act.yours && (act.roles ?? []).includes('approver');

/** The deals awaiting the viewer whose company's awaited act is an Approver's: a held document's release. */
export function awaitingApproval(deals: DealSummary[]): DealSummary[] {
  return deals.filter((deal) => deal.next.some(releasesDocument));
}

/**
 * What an approval row says is to be done: 'Release the ICPO — due Dec 3, 2026' (with the rest of the
 * company's acts when the API names them together: 'Upload the proof of funds and release the ICPO').
 */
export function approvalText(deal: DealSummary, now: Date = new Date()): { text: string; overdue: boolean } {
  const index = deal.next.findIndex(releasesDocument);
  const act = awaitedActs(deal, now)[index];
  if (!act) return { text: '', overdue: false };
  const action = act.action.charAt(0).toUpperCase() + act.action.slice(1);
  return { text: `${action}${dueSuffix(act.due, act.overdue)}`, overdue: act.overdue };
}
