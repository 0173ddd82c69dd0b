import type { RegistrationType } from '@portal/contracts/me';
import { LoadingState } from '@portal/ui/Spinner';

/** Placeholder until the field catalogue (packages/contracts/src/registration-form.ts) lands. */
export default function RegistrationForm({ type }: { type: RegistrationType }) {
  return <LoadingState text={`Loading Registration Form (${type})`} />;
}
