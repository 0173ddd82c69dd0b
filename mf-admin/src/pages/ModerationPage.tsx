import { ModerationView } from '../features/moderation/components/ModerationView';
import { PageFrame } from '@portal/ui/PageFrame';

/** /admin/moderation (Listing Moderation): listings and requests waiting for approval. */
export default function ModerationPage() {
  return (
    <PageFrame>
      <ModerationView />
    </PageFrame>
  );
}
