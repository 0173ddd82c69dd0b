import { describe, expect, it } from 'vitest';
import { isLocalEnvironment } from './runtime';

describe('the local-stack confirmation hint', () => {
  it('shows only where `npm start` runs (environment local)', () => {
    expect(isLocalEnvironment({ environment: 'local' })).toBe(true);
  });
  it('is absent in the test stack, in the cloud environments and without a runtime config', () => {
    for (const environment of ['test', 'dev', 'prod'])
      expect(isLocalEnvironment({ environment })).toBe(false);
    expect(isLocalEnvironment(null)).toBe(false);
  });
});
