import { lazy } from 'react';
import { MyAccountView } from '../features/my-account/components/MyAccountView';
import { PageFrame } from '@portal/ui/PageFrame';

// Each tab is its own chunk: the first load of /my-account carries only the frame of tabs.
const MyDetailsTab = lazy(() => import('./tabs/MyDetailsTab'));
const DocumentsTab = lazy(() => import('./tabs/DocumentsTab'));
const RegistrationTab = lazy(() => import('./tabs/RegistrationTab'));
const CompanyTab = lazy(() => import('./tabs/CompanyTab'));
const SettingsTab = lazy(() => import('./tabs/SettingsTab'));

/** /my-account (My Account): the account's status and its five tabs, each composing features. */
export default function MyAccountPage() {
  return (
    <PageFrame maxWidth="72rem">
      <MyAccountView
        renderTab={(tab, me, revalidateMe) =>
          tab === 'my-details' ? (
            <MyDetailsTab me={me} revalidateMe={revalidateMe} />
          ) : tab === 'my-documents' ? (
            <DocumentsTab />
          ) : tab === 'registration' ? (
            <RegistrationTab me={me} />
          ) : tab === 'company' ? (
            <CompanyTab me={me} revalidateMe={revalidateMe} />
          ) : (
            <SettingsTab me={me} />
          )
        }
      />
    </PageFrame>
  );
}
