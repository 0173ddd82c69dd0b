import { ModerationView } from '../features/moderation/components/ModerationView';
import { AdminPage } from '../lib/layout';

/** /admin/moderation (Listing Moderation): listings and requests waiting for approval. */
export default function ModerationPage() {
  return (
    <AdminPage>
      <ModerationView />
    </AdminPage>
  );
}
