import type { DealAvailableAction, DealDetail, DealDocumentView } from '@portal/contracts/deals';
import { dealGroup, type DealGroupId } from '@portal/contracts/deal-stages';

/** A deal as the API answers it, for tests: at a group's entry value, nothing offered unless given. */
export function dealAt(
  group: DealGroupId,
  role: DealDetail['role'],
  overrides: Partial<DealDetail> & { available_actions?: DealAvailableAction[] } = {},
): DealDetail {
  const info = dealGroup(group);
  return {
    id: 'deal-1',
    name: 'EN590 Diesel 10ppm',
    title: 'Deal #deal-1',
    stage: info.entry,
    stage_label: info.label,
    progress: info.progress,
    group,
    status: group === 'closing' ? 'closed' : 'active',
    role,
    buyer_label: 'Buyer #4821',
    seller_label: 'Seller #1234',
    product: 'EN590 Diesel 10ppm',
    product_type: 'EN590',
    quantity: 5000,
    unit: 'MT',
    delivery: 'CIF',
    location: 'Rotterdam',
    price: 700,
    price_type: 'fixed',
    platts_reference: null,
    discount: null,
    final_unit_price: null,
    currency: 'USD',
    industry: 'Energy',
    next: [],
    due_at: null,
    created_at: '2025-06-01T00:00:00.000Z',
    updated_at: '2025-06-01T00:00:00.000Z',
    parties: {
      buyer: { label: 'Buyer #4821', company_name: null },
      seller: { label: 'Seller #1234', company_name: null },
    },
    snapshot: {
      price_type: 'fixed',
      platts_reference: null,
      discount: null,
      currency: 'USD',
      unit: 'MT',
      final_unit_price: null,
    },
    version: 1,
    available_actions: [],
    awaiting: { buyer: null, seller: null, platform: null },
    group_marks: [],
    due_dates: {},
    documents: [],
    history: [],
    inspection_details: null,
    confirmations: { seller_title_transfer: null, buyer_receipt: null },
    cancellation: null,
    closed_at: null,
    ...overrides,
  };
}

/** One party document version as a viewer sees it. */
export function documentView(overrides: Partial<DealDocumentView> = {}): DealDocumentView {
  return {
    source: 'seller',
    document_type: 'initial-spa',
    title: 'Sanitized Initial SPA',
    document_id: 'doc-1',
    version: 1,
    superseded: false,
    review_status: 'pending',
    review_comment: null,
    file_name: 'sanitized-spa.pdf',
    file: {
      file_name: 'sanitized-spa.pdf',
      file_type: 'application/pdf',
      size: 245_760,
      sha256: 'a'.repeat(64),
    },
    uploader_label: 'Seller #1234',
    uploaded_by: null,
    uploaded_at: '2025-06-02T10:00:00.000Z',
    downloadable: true,
    ...overrides,
  };
}
