import type { DealGroupId } from '@portal/contracts/deal-stages';
import { FactList, Muted, Notice } from '@portal/ui/layout';
import type { ComponentType } from 'react';
import { formatDate, formatNumber } from '@portal/web/format';
import { actionOf, latestDocument, spaChangeRequest, type PanelProps } from '../utils/panel-actions';
import { ClosingTasks } from './ClosingTasks';
import { CommercialInvoiceUpload } from './CommercialInvoiceUpload';
import { CommandButton } from './CommandButton';
import { InspectionDetailsForm } from './InspectionDetailsForm';
import {
  Confirmed,
  DocumentsTask,
  Downloads,
  PanelBody,
  PartyDocumentDownload,
  PlatformDocumentDownload,
} from './panel-parts';

/** The seller's own panel per timeline group; the compiler requires one for every group. */

function SellerDealInitiated({ deal }: PanelProps) {
  return (
    <PanelBody>
      <p>The buyer&apos;s inquiry was accepted and this deal opened.</p>
      <FactList>
        <dt>Product</dt>
        <dd>{deal.product}</dd>
        <dt>Quantity</dt>
        <dd>
          {formatNumber(deal.quantity)} {deal.unit}
        </dd>
        <dt>Delivery</dt>
        <dd>
          {deal.delivery} {deal.location}
        </dd>
        <dt>Buyer</dt>
        <dd>{deal.buyer_label}</dd>
      </FactList>
    </PanelBody>
  );
}

function SellerInitialSpa(props: PanelProps) {
  const { deal } = props;
  const spa = latestDocument(deal, 'initial-spa');
  const buyerComment = spa ? spaChangeRequest(deal, spa.version) : null;
  return (
    <PanelBody>
      <p>Download the initial SPA template, prepare the sanitized initial SPA and upload it for review.</p>
      <Downloads>
        <PlatformDocumentDownload
          deal={deal}
          type="initial-spa-template"
          label="Download Template"
          missing="The initial SPA template is being generated."
        />
      </Downloads>
      {buyerComment ? (
        <Notice $tone="warning" role="note">
          The buyer requested changes: {buyerComment}
        </Notice>
      ) : null}
      <DocumentsTask {...props} types={['initial-spa']} />
    </PanelBody>
  );
}

function SellerProofDocuments(props: PanelProps) {
  return (
    <PanelBody>
      <p>Upload your proof of product (PDF, Word, images or a ZIP archive).</p>
      <DocumentsTask {...props} types={['proof-documents']} />
    </PanelBody>
  );
}

function SellerVerification() {
  return (
    <PanelBody>
      <Notice role="status">
        Document verification is in progress. You will be notified when it is complete.
      </Notice>
    </PanelBody>
  );
}

function SellerFinalSpa(props: PanelProps) {
  return (
    <PanelBody>
      <p>Upload the final SPA for the buyer to sign.</p>
      <DocumentsTask {...props} types={['final-spa']} />
    </PanelBody>
  );
}

function SellerIcpo(props: PanelProps) {
  return (
    <PanelBody>
      <p>Download the buyer&apos;s ICPO, sign it and upload the signed ICPO.</p>
      <Downloads>
        <PartyDocumentDownload
          deal={props.deal}
          documentType="icpo"
          label="Download ICPO"
          missing="The buyer's ICPO appears here once the platform has approved it."
        />
      </Downloads>
      <DocumentsTask {...props} types={['icpo-signed']} />
    </PanelBody>
  );
}

function SellerCommercialInvoice(props: PanelProps) {
  return (
    <PanelBody>
      <p>Upload your commercial invoice.</p>
      <CommercialInvoiceUpload {...props} />
    </PanelBody>
  );
}

function SellerPayment(props: PanelProps) {
  const { deal } = props;
  const inspection = deal.inspection_details;
  return (
    <PanelBody>
      <p>Upload your payment instructions; confirm when the buyer&apos;s payment has arrived.</p>
      <DocumentsTask {...props} types={['payment-instructions']} />
      {actionOf(deal, 'confirm-seller-payment') ? (
        <div>
          <CommandButton
            {...props}
            command={{ type: 'confirm-seller-payment' }}
            act={{ type: 'confirm-seller-payment' }}
          >
            Confirm Payment Received
          </CommandButton>
        </div>
      ) : null}
      {actionOf(deal, 'submit-inspection-details') ? (
        <>
          <p>Give the inspection details for the product&apos;s inspection.</p>
          <InspectionDetailsForm {...props} />
        </>
      ) : null}
      {inspection ? (
        <div>
          <Muted>Inspection details submitted {formatDate(inspection.at)}</Muted>
          <FactList>
            <dt>Latitude</dt>
            <dd>{inspection.latitude}</dd>
            <dt>Longitude</dt>
            <dd>{inspection.longitude}</dd>
            <dt>Instructions</dt>
            <dd>{inspection.instructions}</dd>
          </FactList>
        </div>
      ) : null}
    </PanelBody>
  );
}

function SellerTitleTransfer(props: PanelProps) {
  const confirmedAt = props.deal.confirmations.seller_title_transfer;
  return (
    <PanelBody>
      <p>Confirm that the product has been delivered and its title transferred to the buyer.</p>
      {confirmedAt ? <Confirmed at={confirmedAt}>You confirmed delivery and title transfer</Confirmed> : null}
      {actionOf(props.deal, 'confirm-title-transfer') ? (
        <div>
          <CommandButton
            {...props}
            command={{ type: 'confirm-title-transfer' }}
            act={{ type: 'confirm-title-transfer' }}
            success={{
              title: 'Confirmation submitted',
              description: 'Your confirmation of product delivery and title transfer has been recorded.',
            }}
          >
            Confirm Delivery & Title Transfer
          </CommandButton>
        </div>
      ) : null}
    </PanelBody>
  );
}

function SellerClosing(props: PanelProps) {
  return <ClosingTasks {...props} tone="success" />;
}

export const sellerPanels: Readonly<Record<DealGroupId, ComponentType<PanelProps>>> = {
  'deal-initiated': SellerDealInitiated,
  'initial-spa': SellerInitialSpa,
  'proof-documents': SellerProofDocuments,
  verification: SellerVerification,
  'final-spa': SellerFinalSpa,
  icpo: SellerIcpo,
  'commercial-invoice': SellerCommercialInvoice,
  payment: SellerPayment,
  'title-transfer': SellerTitleTransfer,
  closing: SellerClosing,
};
