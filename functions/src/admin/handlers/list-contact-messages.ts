import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { contactMessages } from '../use-cases/contact-messages';

export const handler = apiHandler(adminApi.listContactMessages, async () => contactMessages());
