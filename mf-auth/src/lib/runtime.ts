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

/**
 * The confirmation-code hint (the code is printed in the `npm start` console) is shown only in the
 * environment `npm start` runs: 'local'. The test stack has no console anyone reads, and a cloud
 * environment emails the code.
 */
export function isLocalEnvironment(config: Pick<RuntimeConfig, 'environment'> | null): boolean {
  return config?.environment === 'local';
}
