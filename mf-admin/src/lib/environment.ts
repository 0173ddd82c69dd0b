import { getRuntimeConfig } from '@portal/web/config';

/** True in the production environment, where test-only admin tools (Create Test Registration) are hidden. */
export function isProduction(): boolean {
  try {
    return getRuntimeConfig().environment === 'prod';
  } catch {
    // no runtime config loaded: be safe and treat it as production
    return true;
  }
}
