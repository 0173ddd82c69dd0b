import type { PlatformSettings } from '@portal/contracts/admin';
import { platformFee } from './fees';
import {
  documentDate,
  formatMoney,
  line,
  paragraph,
  percentText,
  platformName,
  pricedSnapshot,
  type DocumentDeal,
  type PlatformDocument,
} from './document';

/** The platform's account that receives the fee, from the deployment's configuration. */
export interface PlatformBankDetails {
  accountName: string;
  iban: string;
  swiftBic: string;
  bankName: string;
  bankAddress: string;
}

const bankFieldNames: Record<keyof PlatformBankDetails, string> = {
  accountName: 'account name',
  iban: 'IBAN',
  swiftBic: 'SWIFT/BIC',
  bankName: 'bank name',
  bankAddress: 'bank address',
};

/** 'DE89 3704 0044 0532 0130 00': the IBAN's printed form, in groups of four. */
export function printedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The platform's instructions for paying its fee. Refuses incomplete bank details rather than issue a
 * payment document with an empty account field.
 */
export function platformPaymentInstructions(
  deal: DocumentDeal,
  settings: Pick<PlatformSettings, 'platform_fee_percent'>,
  bank: PlatformBankDetails,
  issuedAt: Date,
): PlatformDocument {
  const missing = (Object.keys(bankFieldNames) as (keyof PlatformBankDetails)[]).filter(
    (field) => !bank[field]?.trim(),
  );
  if (missing.length > 0)
    throw new Error(
      `platform bank details incomplete: ${missing.map((field) => bankFieldNames[field]).join(', ')}`,
    );
  const percent = settings.platform_fee_percent;
  const fee = platformFee(pricedSnapshot(deal), percent);
  return {
    kind: 'platform-payment-instructions',
    title: 'Platform Payment Instructions',
    subtitle: `Payment of the platform fee for Deal #${deal.id}`,
    transactionId: deal.id,
    issuedOn: documentDate(issuedAt),
    sections: [
      {
        heading: 'Payment',
        entries: [
          line(
            'Amount',
            fee
              ? formatMoney(fee.feeCents, fee.currency)
              : `${percentText(percent)} of the deal value, as confirmed on the platform's invoice`,
            true,
          ),
          line('Currency', deal.snapshot.currency),
          line('Payment reference', deal.id),
          line('Payer', deal.buyer_label),
          line('Date', documentDate(issuedAt)),
        ],
      },
      {
        heading: 'Beneficiary',
        entries: [
          line('Beneficiary', platformName),
          line('Account name', bank.accountName.trim()),
          line('IBAN', printedIban(bank.iban)),
          line('SWIFT/BIC', bank.swiftBic.replace(/\s+/g, '').toUpperCase()),
          line('Bank', bank.bankName.trim()),
          line('Bank address', bank.bankAddress.trim()),
        ],
      },
      {
        heading: 'Instructions',
        entries: [
          paragraph(
            `Quote the payment reference ${deal.id} exactly as shown, so that the payment is matched to the deal.`,
          ),
          paragraph("Send the amount in full: bank charges are for the payer's account (charge option OUR)."),
          paragraph(
            'After paying, upload the platform fee payment confirmation in the Payment stage of the deal.',
          ),
          paragraph(
            'The platform never changes its bank details by email, chat or phone. Pay only to the account ' +
              'in these instructions as downloaded from the deal, and contact the platform before paying if ' +
              'anything differs.',
          ),
        ],
      },
    ],
  };
}
