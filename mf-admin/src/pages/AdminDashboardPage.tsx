import { SkeletonList } from '@portal/ui/Skeleton';
import { lazy, Suspense } from 'react';
import { AdminDashboardView } from '../features/dashboard/components/AdminDashboardView';
import { PageFrame } from '@portal/ui/PageFrame';

// The Contact Us messages card loads in its own chunk, after the figures.
const ContactMessagesCard = lazy(() => import('../features/contact-messages/components/ContactMessagesCard'));

/** /admin (Admin Dashboard): the platform's figures and health, with the Contact Us messages below. */
export default function AdminDashboardPage() {
  return (
    <PageFrame>
      <AdminDashboardView
        messages={
          <Suspense fallback={<SkeletonList label="Loading contact messages..." />}>
            <ContactMessagesCard />
          </Suspense>
        }
      />
    </PageFrame>
  );
}
