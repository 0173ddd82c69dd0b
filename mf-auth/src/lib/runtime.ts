import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { getRuntimeConfig } from '@portal/web/config';

/** The shell's runtime configuration (shared singleton), or null when it is not loaded (e.g. in tests). */
export function readRuntimeConfig(): RuntimeConfig | null {
  try {
    return getRuntimeConfig();
  } catch {
    return null;
  }
}

/** The confirmation-code hint (code printed in the `npm start` console) is shown only locally. */
export function isLocalEnvironment(config: RuntimeConfig | null): boolean {
  return config?.environment === 'local' || config?.environment === 'test';
}
