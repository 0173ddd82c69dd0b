import type { DomainRoutes, RouteDeclaration } from './platform/http/route';

/**
 * Work that runs on a clock rather than a request, declared once: the CDK domain stack gives each an
 * EventBridge schedule, the local stack a timer calling the same handler module.
 */
export interface ScheduledJob {
  /** Construct id and log name, e.g. `SweepDeadlines`. */
  name: string;
  domain: DomainRoutes['domain'];
  /** Handler module relative to `functions/src`, exporting `handler`. */
  handler: string;
  summary: string;
  /** How often it runs in the cloud (the local stack uses SWEEP_INTERVAL_MS). */
  everyMinutes: number;
  permissions: RouteDeclaration['permissions'];
  /** Locally, run once as the stack starts instead of on the timer (work that is done once). */
  locally?: 'at-start';
}

export const scheduledJobs: ScheduledJob[] = [
  {
    name: 'MigrateAccountsToCompanies',
    domain: 'platform',
    handler: 'platform/companies/handlers/migrate-accounts.ts',
    summary: 'Makes every account without a company the administrator of a company of its own (idempotent)',
    everyMinutes: 1440,
    permissions: ['table:read', 'table:write'],
    locally: 'at-start',
  },
  {
    name: 'SweepDeadlines',
    domain: 'deals',
    handler: 'deals/handlers/sweep-deadlines.ts',
    summary:
      'Deadline sweep: reminds the acting party a day before a deal group is due, the admins once it is overdue',
    everyMinutes: 60,
    permissions: ['table:read', 'table:write', 'cognito:list-admins'],
  },
  {
    name: 'ExpireOffers',
    domain: 'marketplace',
    handler: 'marketplace/handlers/expire-offers.ts',
    summary:
      'Offer expiry sweep: closes a negotiation whose latest offer ran out unanswered and tells both sides',
    everyMinutes: 15,
    permissions: ['table:read', 'table:write'],
  },
  {
    name: 'AlertSavedSearches',
    domain: 'marketplace',
    handler: 'marketplace/handlers/alert-saved-searches.ts',
    summary:
      'Saved-search alerts: tells a search owner of new items that match it, by e-mail at most once a day per search',
    everyMinutes: 15,
    permissions: ['table:read', 'table:write'],
  },
  {
    name: 'SendDailyDigests',
    domain: 'platform',
    handler: 'platform/notifications/handlers/send-daily-digests.ts',
    summary:
      'Daily digest: from 07:00 UTC, one e-mail per subscriber and day listing the notifications not e-mailed',
    everyMinutes: 60,
    permissions: ['table:read', 'table:write', 'email:send'],
  },
];
