import { useEffect, useSyncExternalStore } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import type { platformContracts } from '@portal/contracts/api/platform';
import type { MeResponse } from '@portal/contracts/me';
import { apiKey, ApiError, callApi, trustedRoutes } from './api';
import { getAccessToken, onAuthChange } from './auth';

/**
 * Auth state as the UI sees it: 'unknown' until the first token check, then 'signedIn' or 'signedOut'.
 * `generation` increases on every auth event, so `useMe()` refetches when the user changes.
 */
export interface AuthSnapshot {
  status: 'unknown' | 'signedIn' | 'signedOut';
  generation: number;
}

let snapshot: AuthSnapshot = { status: 'unknown', generation: 0 };
const listeners = new Set<() => void>();
let started = false;
let checkSeq = 0;

function publish(next: AuthSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Re-reads the session (called on start and on every auth event). */
export async function refreshAuthState(): Promise<AuthSnapshot> {
  const seq = ++checkSeq;
  let token: string | null = null;
  try {
    token = await getAccessToken();
  } catch {
    token = null;
  }
  if (seq === checkSeq)
    publish({ status: token ? 'signedIn' : 'signedOut', generation: snapshot.generation + 1 });
  return snapshot;
}

function start() {
  if (started) return;
  started = true;
  onAuthChange(() => void refreshAuthState());
  void refreshAuthState();
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

export function useAuthState(): AuthSnapshot {
  return useSyncExternalStore(subscribe, getAuthSnapshot, getAuthSnapshot);
}

/** The shell's boot calls GET /me: it trusts the answer's type, and imports no schema for it. */
const platform = trustedRoutes<typeof platformContracts>()({ getMe: ['GET', '/me'] });

export const ME_KEY = apiKey(platform.getMe);

/** The API validates /me against meResponseSchema (and the integration tests check it); the browser trusts its type. */
export async function fetchMe(): Promise<MeResponse> {
  return callApi(platform.getMe);
}

export interface UseMeResult {
  /** loading: auth or /me not known yet; signedOut: no session (or the API rejected it with 401) */
  status: 'loading' | 'signedOut' | 'ready' | 'error';
  me: MeResponse | undefined;
  error: unknown;
  mutate: KeyedMutator<MeResponse>;
}

/**
 * GET /me for the signed-in user (profile, roles, isAdmin, accountStatus, registrations), cached by SWR
 * and revalidated on every auth change (sign in, sign out, token refresh, user switch).
 */
export function useMe(): UseMeResult {
  const auth = useAuthState();
  const key = auth.status === 'signedIn' ? [ME_KEY, auth.generation] : null;
  const { data, error, mutate, isLoading } = useSWR(key, fetchMe, {
    revalidateOnFocus: true,
    shouldRetryOnError: (err: unknown) => !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    keepPreviousData: true,
  });
  useEffect(() => {
    if (auth.status === 'signedOut') void mutate(undefined, { revalidate: false });
  }, [auth.status, mutate]);

  if (auth.status === 'unknown') return { status: 'loading', me: undefined, error: undefined, mutate };
  if (auth.status === 'signedOut') return { status: 'signedOut', me: undefined, error: undefined, mutate };
  if (error instanceof ApiError && error.status === 401)
    return { status: 'signedOut', me: undefined, error, mutate };
  if (data) return { status: 'ready', me: data, error, mutate };
  if (error && !isLoading) return { status: 'error', me: undefined, error, mutate };
  return { status: 'loading', me: undefined, error: undefined, mutate };
}
