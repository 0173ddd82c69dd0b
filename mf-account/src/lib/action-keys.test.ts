import { describe, expect, it } from 'vitest';
import { actionKeys } from './action-keys';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('actionKeys', () => {
  it('keeps the key while the same action is sent again, until it is done', () => {
    const keys = actionKeys(counter());
    expect(keys.keyFor('a@example.com|trader')).toBe('key-1');
    expect(keys.keyFor('a@example.com|trader')).toBe('key-1');
    keys.done();
    expect(keys.keyFor('a@example.com|trader')).toBe('key-2');
  });

  it('gives other values a new key', () => {
    const keys = actionKeys(counter());
    expect(keys.keyFor('a@example.com|trader')).toBe('key-1');
    expect(keys.keyFor('a@example.com|viewer')).toBe('key-2');
    expect(keys.keyFor('a@example.com|trader')).toBe('key-3');
  });
});
