import type { AccountRow } from '@portal/contracts/admin';
import { Button } from '@portal/ui/Button';
import { Dialog, DialogFooter } from '@portal/ui/Dialog';
import { Label, Select } from '@portal/ui/Input';
import { useId, useState } from 'react';
import { formatRating, RATING_STEPS, snapRating } from '../utils/rating';

/** Adjust Rating: 0 to 5 in steps of 0.5 (the only values offered). */
export default function RatingDialog({
  account,
  busy,
  onClose,
  onSave,
}: {
  account: AccountRow;
  busy: boolean;
  onClose: () => void;
  onSave: (rating: number) => void;
}) {
  const [value, setValue] = useState(() => snapRating(account.rating));
  const id = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Adjust Rating of ${account.name}`}
      description={`Current rating: ${formatRating(account.rating)} of 5`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(value);
        }}
      >
        <Label htmlFor={id}>Rating</Label>
        <Select id={id} value={String(value)} onChange={(event) => setValue(Number(event.target.value))}>
          {RATING_STEPS.map((step) => (
            <option key={step} value={String(step)}>
              {formatRating(step)}
            </option>
          ))}
        </Select>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || value === account.rating} aria-busy={busy || undefined}>
            {busy ? 'Saving...' : 'Save Rating'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
