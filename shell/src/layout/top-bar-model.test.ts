import { describe, expect, it } from 'vitest';
import { initials, pageTitle, roleLabel } from './top-bar-model';

describe('top bar', () => {
  it('names the page from the route table', () => {
    expect(pageTitle('/')).toBe('Dashboard');
    expect(pageTitle('/admin/users')).toBe('User Management');
    expect(pageTitle('/my-account')).toBe('My Account');
    expect(pageTitle('/register/seller')).toBe('Seller Registration');
    expect(pageTitle('/register/nobody')).toBe('Page not found');
    expect(pageTitle('/no/such/page')).toBe('Page not found');
  });

  it('names the role: Administrator, the approved roles, or Applicant', () => {
    expect(roleLabel({ isAdmin: true, roles: [] })).toBe('Administrator');
    expect(roleLabel({ isAdmin: false, roles: ['buyer', 'mandate'] })).toBe('Buyer, Mandate');
    expect(roleLabel({ isAdmin: false, roles: [] })).toBe('Applicant');
  });

  it('shortens a name to initials', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  maria de la cruz ')).toBe('MC');
    expect(initials('Zoe')).toBe('Z');
    expect(initials('')).toBe('?');
  });
});
