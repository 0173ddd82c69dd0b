import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contracts/runtime-config';

/**
 * The per-environment runtime configuration (`/runtime-config.json`), fetched once at boot by the
 * shell. Remotes read it with `getRuntimeConfig()` (this module is a shared singleton, so they see the
 * shell's copy).
 */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

let current: RuntimeConfig | undefined;

/** Validates raw JSON against the contract; throws a RuntimeConfigError naming every bad field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
      .join('; ');
    throw new RuntimeConfigError(`Invalid runtime configuration: ${details}`);
  }
  return result.data;
}

/** Fetches, validates and remembers the runtime configuration. */
export async function loadRuntimeConfig(
  url: string = RUNTIME_CONFIG_URL,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // default cache mode, so the <link rel=preload> response is used; the server marks the file no-cache
    response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(
      `Could not fetch ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new RuntimeConfigError(`Could not fetch ${url}: HTTP ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError(`${url} is not valid JSON`);
  }
  current = parseRuntimeConfig(raw);
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The loaded configuration; throws if the shell has not loaded it yet. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('Runtime configuration is not loaded yet');
  return current;
}
