import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '@portal/ui/layout';
import { NotificationsPanel } from '@portal/ui/NotificationsPanel';
import { PopoverButton } from '@portal/ui/Popover';
import { notify } from '@portal/ui/notify';
import { unreadLabel, useNotificationCentre } from '@portal/web/notifications';

const Count = styled.span`
  min-width: 1.2rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.dangerSolid};
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.2rem;
  text-align: center;
`;
const Heading = styled.h2`
  font-size: 1rem;
  margin: 0.25rem 0 0.5rem;
`;

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The bell in the top bar: the unread count, and the newest notifications in a panel. Opening one
 * marks it read and goes to its object.
 */
const failed = (what: string) => (err: unknown) => notify.error(what, 'Please try again.', err);

export function NotificationBell() {
  const centre = useNotificationCentre(10);
  const navigate = useNavigate();
  const label = unreadLabel(centre.unread);
  return (
    <PopoverButton
      label="Notifications"
      placement="bottom end"
      width="24rem"
      variant="ghost"
      testId="notification-bell"
      trigger={
        <>
          <BellIcon />
          <VisuallyHidden>Notifications</VisuallyHidden>
          {centre.unread > 0 ? (
            <Count data-testid="notification-count">
              {label}
              <VisuallyHidden> unread</VisuallyHidden>
            </Count>
          ) : null}
        </>
      }
    >
      {(close) => (
        <>
          <Heading>Notifications</Heading>
          <NotificationsPanel
            {...centre}
            unreadText={label}
            onShowMore={centre.showMore}
            onRetry={centre.retry}
            onOpen={(notification) => {
              void centre.markRead(notification).catch(failed('Could not mark the notification as read'));
              close();
              navigate(notification.link);
            }}
            onMarkRead={(notification) =>
              void centre.markRead(notification).catch(failed('Could not mark the notification as read'))
            }
            onMarkAllRead={() =>
              void centre.markAllRead().catch(failed('Could not mark the notifications as read'))
            }
            testId="bell-notifications"
          />
        </>
      )}
    </PopoverButton>
  );
}
