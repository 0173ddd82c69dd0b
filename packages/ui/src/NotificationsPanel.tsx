import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Notice, VisuallyHidden } from './layout';
import { SkeletonList } from './Skeleton';

/**
 * The notification list the bell's panel and the Dashboard's card show: newest first, unread ones
 * marked (a dot, bold title and the words 'Unread' for screen readers), each opening its object,
 * 'Mark as read' per item and 'Mark all as read', loading, failed and empty states. Data and actions
 * come from the caller (packages/web's useNotificationCentre), so this stays a plain view.
 */
export interface PanelNotification {
  id: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
  created_at: string;
}

export interface NotificationsPanelProps<T extends PanelNotification> {
  notifications: T[];
  unread: number;
  /** '99+' above 99 */
  unreadText: string;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  onShowMore: () => void;
  onRetry: () => void;
  /** Follows the notification's link (in-app navigation) after marking it read. */
  onOpen: (notification: T) => void;
  onMarkRead: (notification: T) => void;
  onMarkAllRead: () => void;
  /** Test id of the list element. */
  testId?: string;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`;
const Entry = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 0.6rem minmax(0, 1fr);
  gap: 0.5rem;
  padding: 0.55rem 0.65rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceRaised : 'transparent')};
`;
const Dot = styled.span<{ $unread: boolean }>`
  width: 0.5rem;
  height: 0.5rem;
  margin-top: 0.45rem;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.info : 'transparent')};
`;
const Text = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  & a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    text-decoration: underline;
  }
  & p {
    margin: 0.15rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 0.25rem;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// the portal's one date-time form, as in deal histories and activities: 'Nov 28, 2026, 00:25'
const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When a notification was made, in the portal's date-time form ('Nov 28, 2026, 00:25'). */
export function formatNotificationTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : timeFormat.format(at);
}

export function NotificationsPanel<T extends PanelNotification>(props: NotificationsPanelProps<T>) {
  const { notifications, unread, loading, failed } = props;
  if (loading) return <SkeletonList items={3} label="Loading notifications" />;
  if (failed)
    return (
      <Notice $tone="danger" role="alert">
        Failed to load notifications.{' '}
        <Button size="sm" variant="outline" onClick={props.onRetry}>
          Retry
        </Button>
      </Notice>
    );
  const open = (event: MouseEvent<HTMLAnchorElement>, notification: T) => {
    // a plain click stays in the app; a modified click opens the link the browser's way
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    props.onOpen(notification);
  };
  return (
    <div>
      <Top>
        <span data-testid="notifications-unread">
          {unread === 0 ? 'All read' : `${props.unreadText} unread`}
        </span>
        <Button size="sm" variant="ghost" disabled={unread === 0} onClick={props.onMarkAllRead}>
          Mark all as read
        </Button>
      </Top>
      {notifications.length === 0 ? (
        <p>No notifications yet</p>
      ) : (
        <List data-testid={props.testId}>
          {notifications.map((notification) => (
            <Entry
              key={notification.id}
              $unread={!notification.read}
              data-testid="notification"
              data-read={notification.read}
            >
              <Dot $unread={!notification.read} aria-hidden="true" />
              <Text>
                <a href={notification.link} onClick={(event) => open(event, notification)}>
                  {notification.read ? (
                    notification.title
                  ) : (
                    <strong>
                      <VisuallyHidden>Unread: </VisuallyHidden>
                      {notification.title}
                    </strong>
                  )}
                </a>
                <p>{notification.body}</p>
                <Footer>
                  <time dateTime={notification.created_at}>
                    {formatNotificationTime(notification.created_at)}
                  </time>
                  {notification.read ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Mark as read: ${notification.title}`}
                      onClick={() => props.onMarkRead(notification)}
                    >
                      Mark as read
                    </Button>
                  )}
                </Footer>
              </Text>
            </Entry>
          ))}
        </List>
      )}
      {props.hasMore ? (
        <Button size="sm" variant="outline" style={{ marginTop: '0.5rem' }} onClick={props.onShowMore}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
