import { notFound } from '../../platform/errors';

/** What deactivation / activation touches: the pool user's sign-in and the profile's flag. */
export interface ActiveStateSteps {
  profileExists(userId: string): Promise<boolean>;
  /** Enables / disables the sign-in; false when the pool has no such user (nothing to change there). */
  setSignIn(userId: string, enabled: boolean): Promise<boolean>;
  /** The profile's `disabled` flag: what the API checks on every request. */
  setDisabledFlag(userId: string, disabled: boolean): Promise<void>;
  /** Reports an unusual step (warn) or a failure and the state it left (error). */
  report(level: 'warn' | 'error', message: string, details: Record<string, unknown>): void;
  wait(ms: number): Promise<void>;
}

/** The flag write is retried this many times (with a growing pause) before the sign-in is put back. */
export const flagAttempts = 3;

/**
 * Deactivate / activate, never half-applied: the sign-in first (if Cognito fails, nothing changed and the
 * admin can simply retry), then the flag, retried. If the flag still cannot be written, the sign-in is
 * put back as it was, so the pool and the table agree, and the failure is raised; should even that
 * fail, the state left behind is reported.
 */
export async function applyActiveState(userId: string, active: boolean, steps: ActiveStateSteps) {
  if (!(await steps.profileExists(userId))) throw notFound('User not found');
  const hadSignIn = await steps.setSignIn(userId, active);
  if (!hadSignIn)
    steps.report('warn', 'the user has no sign-in in the pool; only the flag is set', { userId, active });
  for (let attempt = 1; ; attempt++) {
    try {
      await steps.setDisabledFlag(userId, !active);
      break;
    } catch (error) {
      steps.report('error', 'writing the disabled flag failed', {
        userId,
        active,
        attempt,
        error: String(error),
      });
      if (attempt < flagAttempts) {
        await steps.wait(100 * 2 ** attempt);
        continue;
      }
      if (hadSignIn) {
        try {
          await steps.setSignIn(userId, !active);
        } catch (revertError) {
          steps.report(
            'error',
            `left half-applied: sign-in ${active ? 'enabled' : 'disabled'}, flag unchanged; repeat the action`,
            { userId, active, error: String(revertError) },
          );
        }
      }
      throw error;
    }
  }
  return { id: userId, status: active ? ('active' as const) : ('inactive' as const) };
}
