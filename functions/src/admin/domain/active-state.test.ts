import { describe, expect, it } from 'vitest';
import { applyActiveState, flagAttempts, type ActiveStateSteps } from './active-state';

/** An in-memory pool and table; `failFlag` fails that many flag writes, `failSignIn` every sign-in change. */
function world(
  options: { failFlag?: number; failSignIn?: boolean; inPool?: boolean; failRevert?: boolean } = {},
) {
  const state = { signInEnabled: true, disabled: false, flagWrites: 0, signInCalls: 0 };
  const reports: Array<{ level: string; message: string }> = [];
  let flagFailures = options.failFlag ?? 0;
  const steps: ActiveStateSteps = {
    profileExists: async (id) => id === 'u1',
    setSignIn: async (_id, enabled) => {
      state.signInCalls += 1;
      if (options.failSignIn || (options.failRevert && state.signInCalls > 1))
        throw new Error('cognito down');
      if (options.inPool === false) return false;
      state.signInEnabled = enabled;
      return true;
    },
    setDisabledFlag: async (_id, disabled) => {
      state.flagWrites += 1;
      if (flagFailures-- > 0) throw new Error('table down');
      state.disabled = disabled;
    },
    report: (level, message) => reports.push({ level, message }),
    wait: async () => undefined,
  };
  return { state, reports, steps };
}

describe('applyActiveState', () => {
  it('deactivates: sign-in off, then the flag', async () => {
    const { state, steps } = world();
    expect(await applyActiveState('u1', false, steps)).toEqual({ id: 'u1', status: 'inactive' });
    expect(state).toMatchObject({ signInEnabled: false, disabled: true });
  });

  it('changes nothing when Cognito fails (the flag is never written)', async () => {
    const { state, steps } = world({ failSignIn: true });
    await expect(applyActiveState('u1', false, steps)).rejects.toThrow('cognito down');
    expect(state).toMatchObject({ signInEnabled: true, disabled: false, flagWrites: 0 });
  });

  it('retries the flag write and succeeds', async () => {
    const { state, steps, reports } = world({ failFlag: flagAttempts - 1 });
    await applyActiveState('u1', false, steps);
    expect(state).toMatchObject({ signInEnabled: false, disabled: true, flagWrites: flagAttempts });
    expect(reports.filter((r) => r.level === 'error')).toHaveLength(flagAttempts - 1);
  });

  it('puts the sign-in back when the flag cannot be written, so pool and table agree', async () => {
    const { state, steps } = world({ failFlag: flagAttempts });
    await expect(applyActiveState('u1', false, steps)).rejects.toThrow('table down');
    expect(state).toMatchObject({ signInEnabled: true, disabled: false });
  });

  it('reports the half-applied state when even the revert fails', async () => {
    const { steps, reports } = world({ failFlag: flagAttempts, failRevert: true });
    await expect(applyActiveState('u1', false, steps)).rejects.toThrow('table down');
    expect(reports.at(-1)).toMatchObject({ level: 'error', message: expect.stringMatching(/half-applied/) });
  });

  it('sets the flag of a user with no sign-in in the pool, with a warning', async () => {
    const { state, steps, reports } = world({ inPool: false });
    await applyActiveState('u1', false, steps);
    expect(state.disabled).toBe(true);
    expect(reports).toEqual([expect.objectContaining({ level: 'warn' })]);
  });

  it('is a 404 for an unknown user, touching nothing', async () => {
    const { state, steps } = world();
    await expect(applyActiveState('nobody', false, steps)).rejects.toMatchObject({ kind: 'not_found' });
    expect(state.signInCalls).toBe(0);
  });
});
