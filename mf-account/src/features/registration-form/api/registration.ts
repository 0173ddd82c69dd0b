import { registrationSchema, type FormValues, type Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { apiFetch, ApiError } from '@portal/web/api';

/** GET /registrations/{type}; null when there is none yet (404). */
export async function fetchRegistration(type: RegistrationType): Promise<Registration | null> {
  try {
    return await apiFetch(`/registrations/${type}`, { schema: registrationSchema });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** PUT /registrations/{type}/draft: partial values allowed. */
export function saveDraft(type: RegistrationType, formValues: FormValues): Promise<Registration> {
  return apiFetch(`/registrations/${type}/draft`, {
    method: 'PUT',
    json: { form_values: formValues },
    schema: registrationSchema,
  });
}

/** POST /registrations/{type}/submit: 400 { message, field } when something is missing, 409 when locked. */
export function submitRegistration(type: RegistrationType, formValues: FormValues): Promise<Registration> {
  return apiFetch(`/registrations/${type}/submit`, {
    method: 'POST',
    json: { form_values: formValues },
    schema: registrationSchema,
    retries: 0,
  });
}
