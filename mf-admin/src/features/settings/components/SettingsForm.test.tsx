import type { PlatformSettings } from '@portal/contracts/admin';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '@portal/ui/PageFrame';
import SettingsForm from './SettingsForm';

const settings: PlatformSettings = {
  auto_approve_on_dashboard_open: false,
  storage_quota_bytes: 5 * 1024 ** 3,
  monthly_inquiry_limit: 10,
  platform_fee_percent: 1,
  moderate_new_items: false,
  offer_validity_hours: 24,
  max_negotiation_rounds: 6,
  deal_due_days: {
    'initial-spa': 7,
    'proof-documents': 8,
    verification: 3,
    'final-spa': 9,
    icpo: 10,
    'commercial-invoice': 11,
    payment: 14,
    'title-transfer': 21,
  },
};

describe('SettingsForm', () => {
  it('shows one deal deadline per dated group, labelled as the stage table names it, bound to its days', () => {
    const html = renderToString(
      <PageFrame>
        <SettingsForm settings={settings} onSaved={() => undefined} />
      </PageFrame>,
    );
    expect(html).toContain('<h2>Deal deadlines (days)</h2>');
    const fields = [...html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>([^<]+)/g)].map(([, id, label]) => ({
      id: id!,
      label: label!,
    }));
    const deadlines = [
      ['Initial SPA', 'initial-spa'],
      ['Proof Documents', 'proof-documents'],
      ['Verification', 'verification'],
      ['Final SPA', 'final-spa'],
      ['ICPO', 'icpo'],
      ['Commercial Invoice', 'commercial-invoice'],
      ['Payment', 'payment'],
      ['Title Transfer', 'title-transfer'],
    ];
    for (const [label, group] of deadlines) {
      const field = fields.find((f) => f.label === label);
      expect(field, label).toBeDefined();
      const input = new RegExp(`<input[^>]*id="${field!.id}"[^>]*>`).exec(html)?.[0] ?? '';
      // react-hook-form fills the (uncontrolled) value once mounted; the e2e reads it in the browser
      expect(input).toContain(`name="deal_due_days.${group}"`);
      expect(input).toContain('min="1"');
      expect(input).toContain('max="90"');
    }
    // the page's other fields stay
    expect(html).toContain('Monthly inquiry limit');
    expect(html).toContain('Save Settings');
  });
});
