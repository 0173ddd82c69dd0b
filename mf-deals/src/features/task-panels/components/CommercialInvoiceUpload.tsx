import { priceSchema } from '@portal/contracts/numbers';
import { quantityUnits } from '@portal/contracts/marketplace-catalogue';
import { Muted } from '@portal/ui/layout';
import { TextField } from '@portal/ui/Input';
import { useState } from 'react';
import { uploadActionFor, type PanelProps } from '../utils/panel-actions';
import { DocumentsTask } from './panel-parts';

const finalPrice = priceSchema('Final unit price');

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'per metric ton' for the deal's unit, or 'per <unit>'. */
function perUnit(unit: string): string {
  return unit in quantityUnits ? quantityUnits[unit as keyof typeof quantityUnits].per : `per ${unit}`;
}

/**
 * The seller's commercial invoice. A deal priced at a discount or premium to Platts has no price
 * until its pricing period is over, so its invoice goes with the final unit price the seller
 * invoices: the deal value, the platform fee and the platform's fee invoice are computed from it.
 */
export function CommercialInvoiceUpload(props: PanelProps) {
  const { deal } = props;
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const { snapshot } = deal;
  if (snapshot.price_type !== 'discount') return <DocumentsTask {...props} types={['commercial-invoice']} />;

  const per = perUnit(snapshot.unit);
  const stated =
    snapshot.final_unit_price != null ? (
      <Muted>
        Final unit price stated: {snapshot.currency} {money(snapshot.final_unit_price)} {per}
      </Muted>
    ) : null;
  if (!uploadActionFor(deal, 'commercial-invoice'))
    return (
      <>
        {stated}
        <DocumentsTask {...props} types={['commercial-invoice']} />
      </>
    );

  const parsed = typed.trim() === '' ? null : finalPrice.safeParse(Number(typed.trim()));
  const price = parsed?.success ? parsed.data : undefined;
  const error = !touched
    ? undefined
    : parsed === null
      ? 'Final unit price is required'
      : parsed.success
        ? undefined
        : (parsed.error.issues[0]?.message ?? 'Enter a valid price');
  // the amount is a discount unless the item stated a premium over Platts
  const word = deal.differential === 'premium' ? 'a premium' : 'a discount';
  const discount =
    snapshot.discount != null ? `${word} of ${snapshot.currency} ${money(snapshot.discount)} ${per}` : word;
  const reference = snapshot.platts_reference
    ? `Platts ${snapshot.platts_reference}`
    : 'the Platts reference';
  return (
    <>
      {stated}
      <TextField
        label={`Final unit price (${snapshot.currency} ${per})`}
        required
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error}
        hint={`The deal is priced at ${discount} to ${reference}. State the unit price you invoice: the deal value and the platform fee are computed from it.`}
      />
      <DocumentsTask
        {...props}
        types={['commercial-invoice']}
        requestFields={price !== undefined ? { final_unit_price: price } : undefined}
      />
    </>
  );
}
