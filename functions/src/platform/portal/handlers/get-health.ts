import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';
import { checkHealth } from '../use-cases/health';

export const handler = apiHandler(platformApi.getHealth, async ({ event }) =>
  checkHealth(event.requestContext.timeEpoch),
);
