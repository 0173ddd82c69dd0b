import { Link } from 'react-router-dom';
import { TermsOfUse } from '../features/terms/components/TermsOfUse';
import { AuthFrame } from '../lib/layout';

/** /terms: the terms of use a sign-up accepts, readable by anyone (linked from /auth). */
export default function TermsPage() {
  return (
    <AuthFrame wide title="Terms of Use">
      <TermsOfUse />
      <p style={{ textAlign: 'center' }}>
        <Link to="/auth">Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}
