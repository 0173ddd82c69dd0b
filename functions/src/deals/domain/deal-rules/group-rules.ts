import type { DealGroupId } from '@portal/contracts/deal-stages';
import type { GroupRules } from './rule-kit';
import { closing } from './closing';
import { commercialInvoice } from './commercial-invoice';
import { dealInitiated } from './deal-initiated';
import { finalSpa } from './final-spa';
import { icpo } from './icpo';
import { initialSpa } from './initial-spa';
import { payment } from './payment';
import { proofDocuments } from './proof-documents';
import { titleTransfer } from './title-transfer';
import { verification } from './verification';

/**
 * The deal's rules, one record per group, in timeline order: a group without rules does not compile.
 * Each group's module reads as its whole behaviour; ./rule-kit.ts says what the fields mean.
 */
export const groupRules: Readonly<Record<DealGroupId, GroupRules>> = {
  'deal-initiated': dealInitiated,
  'initial-spa': initialSpa,
  'proof-documents': proofDocuments,
  verification,
  'final-spa': finalSpa,
  icpo,
  'commercial-invoice': commercialInvoice,
  payment,
  'title-transfer': titleTransfer,
  closing,
};
