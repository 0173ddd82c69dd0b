import type { DealDetail, DealSummary } from '@portal/contracts/deals';
import { dealGroups, stageInfo } from '@portal/contracts/deal-stages';

/** A deal as GET /deals lists it, at `stage` (progress and labels from the stage table). */
export function dealSummary(overrides: Partial<DealSummary> = {}): DealSummary {
  const stage = overrides.stage ?? 'inquiry-submitted';
  const info = stageInfo(stage);
  return {
    id: 'D-1001',
    name: 'EN590 Diesel 10ppm',
    title: 'Deal #D-1001',
    stage,
    stage_label: info.label,
    progress: info.progress,
    group: info.group ?? 'deal-initiated',
    status: 'active',
    role: 'buyer',
    buyer_label: 'Buyer #4821',
    seller_label: 'Seller #1733',
    product: 'EN590 Diesel 10ppm',
    product_type: 'EN590',
    quantity: 50000,
    unit: 'MT',
    delivery: 'FOB',
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
    created_at: '2025-06-15T09:30:00.000Z',
    updated_at: '2025-06-15T09:30:00.000Z',
    ...overrides,
  };
}

/** One deal as GET /deals/{id} answers it, with group marks derived from the stage. */
export function dealDetail(overrides: Partial<DealDetail> = {}): DealDetail {
  const summary = dealSummary(overrides);
  const step = stageInfo(summary.stage).step;
  return {
    ...summary,
    parties: {
      buyer: { label: summary.buyer_label, company_name: null },
      seller: { label: summary.seller_label, company_name: null },
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
    group_marks: dealGroups.map((group) => ({
      group: group.id,
      status: group.step < step ? 'completed' : group.step === step ? 'current' : 'upcoming',
      buyerDone: group.step < step,
      sellerDone: group.step < step,
      showsPartyMarkers: group.showsPartyMarkers,
    })),
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
