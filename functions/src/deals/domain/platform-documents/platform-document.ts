import type { PlatformSettings } from '@portal/contracts/admin';
import type { DocumentDeal, PlatformDocument } from './document';
import { platformInvoice, type InvoiceAddressee } from './invoice';
import { platformPaymentInstructions, type PlatformBankDetails } from './payment-instructions';
import { spaTemplate } from './spa-template';

/**
 * The content of the platform's documents by kind, for the use-case that renders whichever a
 * transition asks for (the closing dossier, which needs the parties' names, is ../closing-dossier.ts).
 */

export type PlatformDocumentRequest =
  | { kind: 'spa-template'; deal: DocumentDeal; issuedAt: Date }
  | {
      kind: 'platform-fee-invoice';
      deal: DocumentDeal;
      settings: Pick<PlatformSettings, 'platform_fee_percent'>;
      issuedAt: Date;
      /** 1 for the first invoice; an admin's reissue after a correction counts up. */
      issueNumber?: number;
      /** The buyer's legal entity from its registration; null when it has none on file. */
      billTo?: InvoiceAddressee | null;
    }
  | {
      kind: 'platform-payment-instructions';
      deal: DocumentDeal;
      settings: Pick<PlatformSettings, 'platform_fee_percent'>;
      bank: PlatformBankDetails;
      issuedAt: Date;
    };

/** The content of any of the platform's documents. */
export function platformDocument(request: PlatformDocumentRequest): PlatformDocument {
  switch (request.kind) {
    case 'spa-template':
      return spaTemplate(request.deal, request.issuedAt);
    case 'platform-fee-invoice':
      return platformInvoice(
        request.deal,
        request.settings,
        request.issuedAt,
        request.issueNumber,
        request.billTo ?? null,
      );
    case 'platform-payment-instructions':
      return platformPaymentInstructions(request.deal, request.settings, request.bank, request.issuedAt);
  }
}
