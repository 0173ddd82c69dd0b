import type { MeResponse } from '@portal/contracts/me';
import { RegistrationCards } from '../../features/registration-status/components/RegistrationCards';

export default function RegistrationTab({ me }: { me: MeResponse }) {
  return <RegistrationCards me={me} />;
}
