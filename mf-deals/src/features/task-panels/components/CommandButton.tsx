import type { DealCommandRequest } from '@portal/contracts/deals';
import { Button, type ButtonProps } from '@portal/ui/Button';
import { useDealCommand, type SuccessToast } from '../hooks/useDealCommand';
import type { PanelProps } from '../utils/panel-actions';

/** A button that sends one command without data (Proceed, confirmations), with its success toast. */
export function CommandButton({
  deal,
  onChange,
  command,
  success,
  children,
  variant,
}: PanelProps & {
  command: DealCommandRequest;
  success?: SuccessToast;
  children: string;
  variant?: ButtonProps['variant'];
}) {
  const { run, running } = useDealCommand({ deal, onChange });
  return (
    <Button variant={variant} disabled={running !== null} onClick={() => void run(command, success)}>
      {children}
    </Button>
  );
}
