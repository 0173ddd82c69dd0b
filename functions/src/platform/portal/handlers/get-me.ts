import { meView } from '../domain/me';
import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';

export const handler = apiHandler(platformApi.getMe, async ({ principal }) => meView(principal));
