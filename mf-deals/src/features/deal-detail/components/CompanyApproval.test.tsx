import type { DealAvailableAction, DealDetail, DealDocumentView } from '@portal/contracts/deals';
import { theme } from '@portal/ui/theme';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { dealAt, documentView } from '../../../../test/deal-fixture';
import { CompanyApprovalCard } from './CompanyApprovalCard';
import { DocumentList } from './DocumentList';

const wrap = (node: ReactNode) => renderToString(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
const buttonsOf = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => textOf(m[1]!));

const icpo = (overrides: Partial<DealDocumentView> = {}) =>
  documentView({
    source: 'buyer',
    document_type: 'icpo',
    title: 'ICPO',
    document_id: 'doc-icpo-1',
    file_name: 'icpo.pdf',
    uploader_label: 'Buyer #4821',
    company_hold: { status: 'held', reason: null },
    ...overrides,
  });
const release: DealAvailableAction = {
  type: 'release-document',
  documentId: 'doc-icpo-1',
  documentType: 'icpo',
  version: 1,
};
const deal = (documents: DealDocumentView[], actions: DealAvailableAction[] = []): DealDetail =>
  dealAt('icpo', 'buyer', { documents, available_actions: actions });
const onChange = () => undefined;

describe('the approval card at the top of the deal page', () => {
  it('lists each document the viewer may release, with Download, Release and Refuse', () => {
    const html = wrap(<CompanyApprovalCard deal={deal([icpo()], [release])} onChange={onChange} />);
    expect(textOf(html)).toContain('Awaiting your approval');
    expect(textOf(html)).toContain('ICPO (version 1) uploaded by your company');
    expect(textOf(html)).toContain('icpo.pdf · uploaded Jun 2, 2025');
    expect(buttonsOf(html)).toEqual(['Download', 'Release', 'Refuse']);
  });

  it('is not there when the server offers no release (the uploader, a Viewer, Operations)', () => {
    expect(wrap(<CompanyApprovalCard deal={deal([icpo()])} onChange={onChange} />)).toBe('');
  });
});

describe('a held document in the document list', () => {
  it('shows the hold instead of the review, and Release / Refuse for a member offered them', () => {
    const html = wrap(
      <DocumentList deal={deal([icpo()], [release])} documents={[icpo()]} onChange={onChange} />,
    );
    expect(textOf(html)).toContain('Awaiting company approval');
    expect(textOf(html)).not.toContain('Pending Review');
    expect(buttonsOf(html)).toEqual(['Release', 'Refuse', 'Download']);
    // without the offer (or without a way to report the change) the buttons are not there
    const other = wrap(<DocumentList deal={deal([icpo()])} documents={[icpo()]} onChange={onChange} />);
    expect(buttonsOf(other)).toEqual(['Download']);
    const readOnly = wrap(<DocumentList deal={deal([icpo()], [release])} documents={[icpo()]} />);
    expect(buttonsOf(readOnly)).toEqual(['Download']);
  });

  it("shows a refusal with the company's reason, and a release beside the review", () => {
    const refused = icpo({
      superseded: true,
      company_hold: { status: 'refused', reason: 'Wrong consignee.' },
    });
    const html = textOf(wrap(<DocumentList deal={deal([refused])} documents={[refused]} />));
    expect(html).toContain('Refused by your company Wrong consignee.');
    const released = icpo({ company_hold: { status: 'released', reason: null } });
    const text = textOf(wrap(<DocumentList deal={deal([released])} documents={[released]} />));
    expect(text).toContain('Pending Review Released by your company');
  });
});
