import { accountContracts } from '@portal/contracts/api/account';
import type { FormValues, Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { ApiError, callApi } from '@portal/web/api';

/** GET /registrations/{type}; null when there is none yet (404). */
export async function fetchRegistration(type: RegistrationType): Promise<Registration | null> {
  try {
    return await callApi(accountContracts.getRegistration, { params: { type } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** PUT /registrations/{type}/draft: partial values allowed. */
export function saveDraft(type: RegistrationType, formValues: FormValues): Promise<Registration> {
  return callApi(accountContracts.saveRegistrationDraft, {
    params: { type },
    body: { form_values: formValues },
  });
}

/** POST /registrations/{type}/submit: 400 { message, field } when something is missing, 409 when locked. */
export function submitRegistration(type: RegistrationType, formValues: FormValues): Promise<Registration> {
  return callApi(accountContracts.submitRegistration, {
    params: { type },
    body: { form_values: formValues },
    retries: 0,
  });
}
