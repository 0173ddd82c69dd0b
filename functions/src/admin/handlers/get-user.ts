import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { userDetails } from '../use-cases/users';

export const handler = apiHandler(adminApi.getUser, async ({ params }) => userDetails(params.id));
