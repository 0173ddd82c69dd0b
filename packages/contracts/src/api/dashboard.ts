import { dashboardSchema } from '../dashboard';
import { defineContract } from './contract';

/**
 * The Dashboard's figures, a route of the deals domain in a module of its own: the Dashboard, the
 * traders' landing page, imports only the schemas it calls with (not every deal's, see ./deals.ts).
 */
export const dashboardContracts = {
  getDashboard: defineContract({ method: 'GET', path: '/dashboard', response: dashboardSchema }),
};
