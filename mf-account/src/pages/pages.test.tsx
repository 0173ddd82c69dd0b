import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import InvitationPage from './InvitationPage';
import MyAccountPage from './MyAccountPage';
import RegistrationPage from './RegistrationPage';

function render(Page: ComponentType, url: string, path: string) {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Smoke test of the exposed pages (no DOM needed): each frames its feature's view. */
describe('the account pages', () => {
  it('My Account shows its heading and waits for the account', () => {
    const html = render(MyAccountPage, '/my-account', '/my-account');
    expect(html).toContain('<h1>My Account</h1>');
    expect(html).toContain('Loading your account...');
  });

  it("a registration type's page is titled by the type and loads its form", () => {
    const html = render(RegistrationPage, '/register/seller', '/register/:type');
    expect(html).toContain('<h1>Seller Registration</h1>');
    expect(html).toContain('Loading Registration Form');
  });

  it('an unknown registration type is a clear not-found with the way back', () => {
    const html = render(RegistrationPage, '/register/broker', '/register/:type');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<h1>Registration not found</h1>');
    expect(html).toContain('href="/my-account?tab=registration"');
  });

  it('an invitation page is titled and loads the invitation', () => {
    const html = render(InvitationPage, '/invitations/inv-1', '/invitations/:id');
    expect(html).toContain('<h1>Company Invitation</h1>');
    expect(html).toContain('Loading the invitation...');
  });
});
