import { describe, expect, it } from 'vitest';
import { pathMatches, remoteForPath } from './remote-for-path';

describe('remoteForPath', () => {
  it('matches static and parameterised paths segment by segment', () => {
    expect(pathMatches('/deal/:id', '/deal/7')).toBe(true);
    expect(pathMatches('/deal/:id', '/deal')).toBe(false);
    expect(pathMatches('/admin', '/admin/users')).toBe(false);
    expect(pathMatches('/', '/')).toBe(true);
  });
  it('finds the remote page of a location, none for unknown paths', () => {
    expect(remoteForPath('/auth')).toEqual({ name: 'mf-auth', module: './AuthPage' });
    expect(remoteForPath('/register/seller')?.name).toBe('mf-account');
    expect(remoteForPath('/admin/users')).toEqual({ name: 'mf-admin', module: './UserManagementPage' });
    expect(remoteForPath('/no/such/page')).toBeUndefined();
  });
});
