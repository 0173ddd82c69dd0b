import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';
import { activityPage } from '../use-cases/activities';

export const handler = apiHandler(platformApi.listActivities, async ({ principal, query }) =>
  activityPage(principal.companyId, query),
);
