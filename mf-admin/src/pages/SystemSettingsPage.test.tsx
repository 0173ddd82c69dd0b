import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import SystemSettingsPage from './SystemSettingsPage';

describe('SystemSettingsPage', () => {
  it('renders the h1 and the loading state before the settings arrive', () => {
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <SystemSettingsPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(html).toContain('<h1>System Settings</h1>');
    expect(html).toContain('Loading settings...');
  });
});
