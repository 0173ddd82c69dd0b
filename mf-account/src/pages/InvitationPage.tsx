import { PageFrame } from '@portal/ui/PageFrame';
import { useParams } from 'react-router-dom';
import { InvitationDetails, InvitationNotFound } from '../features/invitation/components/InvitationDetails';

/** /invitations/{id}: the invitation to join a company that an e-mail links to. */
export default function InvitationPage() {
  const { id } = useParams();
  return (
    <PageFrame maxWidth="48rem">{id ? <InvitationDetails id={id} /> : <InvitationNotFound />}</PageFrame>
  );
}
