import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AuthPage from './AuthPage';

/** Smoke test of the exposed page (no DOM needed): the frame and the Sign In step come first. */
describe('AuthPage', () => {
  it('renders the portal name and the Sign In / Sign Up tabs with the sign-in form', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/auth']}>
        <AuthPage />
      </MemoryRouter>,
    );
    expect(html).toContain('Commodity Trading Portal');
    expect(html).toContain('Sign In');
    expect(html).toContain('Sign Up');
    expect(html).toContain('Email');
  });
});
