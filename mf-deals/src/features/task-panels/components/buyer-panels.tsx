import type { DealGroupId } from '@portal/contracts/deal-stages';
import { Notice } from '@portal/ui/layout';
import type { ComponentType } from 'react';
import { documentLinks } from '../../../lib/deals-api';
import { actionOf, type PanelProps } from '../utils/panel-actions';
import { ClosingTasks } from './ClosingTasks';
import { CommandButton } from './CommandButton';
import { DownloadButton } from './DownloadButton';
import {
  Confirmed,
  DocumentsTask,
  Downloads,
  PanelBody,
  PartyDocumentDownload,
  PlatformDocumentDownload,
} from './panel-parts';
import { SpaReviewForm } from './SpaReviewForm';

/** The buyer's own panel per timeline group; the compiler requires one for every group. */

function BuyerDealInitiated(props: PanelProps) {
  return (
    <PanelBody>
      <p>
        {/* after a negotiation the buyer may have been the one who accepted: say what happened */}
        {(props.deal.negotiation?.length ?? 0) > 1
          ? 'The negotiation ended in agreement and the deal is open on the terms accepted.'
          : 'Your inquiry has been accepted.'}{' '}
        Proceed to the next stage to accept the FCO terms and conditions of this deal.
      </p>
      {actionOf(props.deal, 'proceed') ? (
        <div>
          <CommandButton {...props} command={{ type: 'proceed' }} act={{ type: 'proceed' }}>
            Proceed
          </CommandButton>
        </div>
      ) : null}
    </PanelBody>
  );
}

function BuyerInitialSpa(props: PanelProps) {
  const review = actionOf(props.deal, 'review-spa');
  return (
    <PanelBody>
      <p>Review the sanitized initial SPA: accept it, or request changes with a comment.</p>
      {review ? (
        <>
          <Downloads>
            <DownloadButton
              label="Download Sanitized SPA"
              link={() => documentLinks(props.deal.id, review.documentId)}
            />
          </Downloads>
          <SpaReviewForm {...props} version={review.version} />
        </>
      ) : null}
    </PanelBody>
  );
}

function BuyerProofDocuments(props: PanelProps) {
  return (
    <PanelBody>
      <p>Upload a bank statement or an attestation letter as your proof of funds.</p>
      <DocumentsTask {...props} types={['proof-of-funds']} submitLabel="Submit Proof of Funds" />
    </PanelBody>
  );
}

function BuyerVerification() {
  return (
    <PanelBody>
      <Notice role="status">
        Your documents are under review. You will be notified when the verification is complete.
      </Notice>
    </PanelBody>
  );
}

function BuyerFinalSpa(props: PanelProps) {
  return (
    <PanelBody>
      <p>Download the agreement, sign it and upload the signed agreement.</p>
      <Downloads>
        <PartyDocumentDownload
          deal={props.deal}
          documentType="final-spa"
          label="Download Agreement"
          missing="The final SPA appears here once the platform has approved it."
        />
      </Downloads>
      <DocumentsTask {...props} types={['final-spa-signed']} submitLabel="Submit Signed Agreement" />
    </PanelBody>
  );
}

function BuyerIcpo(props: PanelProps) {
  const company = props.deal.parties.seller.company_name;
  return (
    <PanelBody>
      <p>Address your ICPO to the seller&apos;s company and upload it.</p>
      <Notice>
        {company ? (
          <>
            Address the ICPO to: <strong>{company}</strong>
          </>
        ) : (
          "The seller's company name is shown here at this step."
        )}
      </Notice>
      <DocumentsTask {...props} types={['icpo']} submitLabel="Submit ICPO" />
    </PanelBody>
  );
}

function BuyerCommercialInvoice(props: PanelProps) {
  return (
    <PanelBody>
      <p>Download the seller&apos;s invoice and the platform fee invoice, sign both and upload them.</p>
      <Downloads>
        <PartyDocumentDownload
          deal={props.deal}
          documentType="commercial-invoice"
          label="Download Seller Invoice"
          missing="The seller's invoice appears here once the platform has approved it."
        />
        <PlatformDocumentDownload
          deal={props.deal}
          type="serval-invoice"
          label="Download Platform Fee Invoice"
          missing={
            // a discount-priced deal's fee invoice waits for the price the seller states with its invoice
            props.deal.snapshot.price_type === 'discount' && props.deal.snapshot.final_unit_price == null
              ? 'The platform fee invoice is issued once the seller states the final unit price with the commercial invoice.'
              : 'The platform fee invoice is being generated.'
          }
        />
      </Downloads>
      <DocumentsTask
        {...props}
        types={['seller-invoice-signed', 'serval-invoice-signed']}
        submitLabel="Submit Signed Invoices"
      />
    </PanelBody>
  );
}

function BuyerPayment(props: PanelProps) {
  return (
    <PanelBody>
      <p>
        Pay the seller and the platform fee as their payment instructions say, then upload both payment
        confirmations.
      </p>
      <Downloads>
        <PartyDocumentDownload
          deal={props.deal}
          documentType="payment-instructions"
          label="Download Seller Payment Instructions"
          missing="The seller's payment instructions appear here once the platform has approved them."
        />
        <PlatformDocumentDownload
          deal={props.deal}
          type="platform-payment-instructions"
          label="Download Platform Payment Instructions"
          missing="The platform's payment instructions are being generated."
        />
      </Downloads>
      <DocumentsTask
        {...props}
        types={['seller-payment-confirmation', 'serval-payment-confirmation']}
        submitLabel="Submit Payment Confirmations"
      />
      <DocumentsTask {...props} types={['inspection-report']} />
    </PanelBody>
  );
}

function BuyerTitleTransfer(props: PanelProps) {
  const confirmedAt = props.deal.confirmations.buyer_receipt;
  return (
    <PanelBody>
      <p>
        Confirm that you received the product and its title. This confirmation is final and closes the deal.
      </p>
      {confirmedAt ? <Confirmed at={confirmedAt}>You confirmed receipt and title transfer</Confirmed> : null}
      {actionOf(props.deal, 'confirm-receipt') ? (
        <div>
          <CommandButton
            {...props}
            command={{ type: 'confirm-receipt' }}
            act={{ type: 'confirm-receipt' }}
            success={{
              title: 'Confirmation received',
              description: 'Your confirmation of product receipt and title transfer has been recorded.',
            }}
          >
            Confirm Receipt & Title Transfer
          </CommandButton>
        </div>
      ) : null}
    </PanelBody>
  );
}

function BuyerClosing(props: PanelProps) {
  return <ClosingTasks {...props} tone="info" />;
}

export const buyerPanels: Readonly<Record<DealGroupId, ComponentType<PanelProps>>> = {
  'deal-initiated': BuyerDealInitiated,
  'initial-spa': BuyerInitialSpa,
  'proof-documents': BuyerProofDocuments,
  verification: BuyerVerification,
  'final-spa': BuyerFinalSpa,
  icpo: BuyerIcpo,
  'commercial-invoice': BuyerCommercialInvoice,
  payment: BuyerPayment,
  'title-transfer': BuyerTitleTransfer,
  closing: BuyerClosing,
};
