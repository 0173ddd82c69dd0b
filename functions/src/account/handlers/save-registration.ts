import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { writeRegistration } from '../use-cases/registrations';

export const handler = apiHandler(accountApi.saveRegistrationDraft, async ({ body, params, principal }) =>
  writeRegistration(principal.companyId, params.type, body.form_values, 'draft'),
);
