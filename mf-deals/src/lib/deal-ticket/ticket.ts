import { companyRoleLabels, type CompanyRole } from '@portal/contracts/company-roles';
import type { DealSummary } from '@portal/contracts/deals';
import type { MeResponse } from '@portal/contracts/me';
import {
  tradeTicket,
  type TicketDeal,
  type TicketReader,
  type TradeTicket,
} from '@portal/contracts/trade-ticket';
import { formatDate, parseIsoDate } from '@portal/web/format';

/**
 * What the deal screens need to name a deal by its trade ticket and to say who acts next: the ticket
 * fields, who is awaited (`next`, `due_at`) and, on the deal's own page, the companies revealed to the
 * viewer. A list row or a deal page both fit.
 */
export type TicketSource = TicketDeal &
  Pick<DealSummary, 'next' | 'due_at' | 'status'> & {
    parties?: {
      buyer: { company_name: string | null };
      seller: { company_name: string | null };
    };
  };

/** The ticket as `reader` sees it: the counterparty by its company once the API reveals it. */
export function ticketOf(deal: TicketSource, reader: TicketReader): TradeTicket {
  return tradeTicket(deal, reader, {
    buyer: deal.parties?.buyer.company_name ?? null,
    seller: deal.parties?.seller.company_name ?? null,
  });
}

type NextItem = DealSummary['next'][number];

export interface AwaitedAct {
  party: NextItem['party'];
  /**
   * 'you', 'Acme Trading Ltd – Operations' (the viewer's company and the roles in it that act),
   * 'the platform', 'Seller #1093' or the company revealed to the viewer.
   */
  who: string;
  action: string;
  yours: boolean;
  /** 'Dec 3, 2026', or null when the step has no due date. */
  due: string | null;
  overdue: boolean;
  /** 'Awaiting you: upload the ICPO — due Dec 3, 2026' */
  text: string;
}

/**
 * Whether a due moment has passed. A bare date ('2026-12-03') is due by the end of that day, a
 * date-time at that moment; an active deal only (an ended one owes nothing).
 */
export function isOverdue(deal: Pick<TicketSource, 'due_at' | 'status'>, now: Date): boolean {
  const due = parseIsoDate(deal.due_at);
  if (!due || deal.status !== 'active') return false;
  const deadline = deal.due_at!.trim().length === 10 ? new Date(due.getTime() + 86_400_000) : due;
  return now.getTime() > deadline.getTime();
}

/** 'Operations', 'Operations, Approver': the company roles that act, in the API's order. */
export function actingRolesText(roles: readonly CompanyRole[]): string {
  return roles.map((role) => companyRoleLabels[role]).join(', ');
}

function awaitedName(deal: TicketSource, act: NextItem, company: string | undefined): string {
  if (act.yours) {
    // a member's company acts through some of its roles only: naming them tells an Approver that an
    // upload is Operations' and an Operations member that a release awaits an Approver
    const roles = act.roles ?? [];
    if (company === undefined || roles.length === 0) return 'you';
    return `${company || 'your company'} – ${actingRolesText(roles)}`;
  }
  if (act.party === 'platform') return 'the platform';
  return deal.parties?.[act.party].company_name || deal[`${act.party}_label`];
}

/**
 * The company a viewer acts for in its deals, to name it in what awaits it: none for a platform admin
 * (the platform's acts are the admin's own) or while /me is not known.
 */
export function viewerCompanyOf(me: Pick<MeResponse, 'isAdmin' | 'company'> | undefined): string | undefined {
  return me && !me.isAdmin ? me.company.name : undefined;
}

/** ' — due Dec 3, 2026', ' — overdue, was due Nov 20, 2026', or '' without a due date. */
export function dueSuffix(due: string | null, overdue: boolean): string {
  if (!due) return '';
  return overdue ? ` — overdue, was due ${due}` : ` — due ${due}`;
}

/**
 * One entry per awaited party, in the API's order (seller, buyer, platform); none once nobody is.
 * `company`: the viewer's company name when the viewer is a member of a party (not an admin, not a
 * mandate); what awaits that party is then said of the company and the roles in it that act.
 */
export function awaitedActs(deal: TicketSource, now: Date = new Date(), company?: string): AwaitedAct[] {
  const due = parseIsoDate(deal.due_at) ? formatDate(deal.due_at) : null;
  const overdue = isOverdue(deal, now);
  return deal.next.map((act) => {
    const who = awaitedName(deal, act, company);
    const when = dueSuffix(due, overdue);
    return {
      party: act.party,
      who,
      action: act.action,
      yours: act.yours,
      due,
      overdue,
      text: `Awaiting ${who}: ${act.action}${when}`,
    };
  });
}

/** Where the deal page's `?panel=` scrolls to: the panel in which the viewer acts. */
export type ActingPanel = 'current-step' | 'document-review';
export const actingPanels: readonly ActingPanel[] = ['current-step', 'document-review'];

/**
 * The panel a deal awaiting the viewer opens on: a party acts in its Current Step panel; the platform
 * reviews documents in the document review and confirms payments in the Current Step panels.
 */
export function actingPanelOf(deal: Pick<TicketSource, 'next'>): ActingPanel {
  const platform = deal.next.find((act) => act.yours && act.party === 'platform');
  return platform && /^review\b/.test(platform.action) ? 'document-review' : 'current-step';
}

/** The deal page opened on the panel to act in. */
export function actingLink(deal: Pick<TicketSource, 'id' | 'next'>): string {
  return `/deal/${encodeURIComponent(deal.id)}?panel=${actingPanelOf(deal)}`;
}
