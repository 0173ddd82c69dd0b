import type { Dashboard } from '@portal/contracts/dashboard';
import { Badge } from '@portal/ui/Badge';
import { Card } from '@portal/ui/Card';
import { EmptyState, Muted, Notice } from '@portal/ui/layout';
import { NotificationsPanel } from '@portal/ui/NotificationsPanel';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { SkeletonList } from '@portal/ui/Skeleton';
import { StarRating } from '@portal/ui/StarRating';
import { unreadLabel, useNotificationCentre } from '@portal/web/notifications';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@portal/ui/PageFrame';
import { notify } from '@portal/ui/notify';
import { awaitingOffersText, inquiryUsageText } from '../utils/dashboard';
import { formatDateTime } from '@portal/web/format';

/** The Dashboard's cards: My Deals, Notifications, My Rating, Inquiries. */

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0 0 1rem;
  & div {
    padding: 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    text-align: center;
  }
  & dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

type Loadable = { data: Dashboard | undefined; failed: boolean };

function CardState({ failed, what }: { failed: boolean; what: string }) {
  return failed ? (
    <Notice $tone="danger" role="alert">
      Failed to load {what}.
    </Notice>
  ) : (
    <SkeletonList items={1} label={`Loading ${what}`} />
  );
}

export function MyDealsCard({ data, failed }: Loadable) {
  const deals = data?.deals;
  return (
    <Card title="My Deals" data-testid="card-my-deals">
      {!deals ? (
        <CardState failed={failed} what="your deals" />
      ) : deals.total === 0 ? (
        <EmptyState>
          <strong>No deals yet</strong>
          <p>You haven&apos;t created any deals yet</p>
        </EmptyState>
      ) : (
        <Counts>
          <div>
            <dt>Pending</dt>
            <dd data-testid="deals-pending">{deals.pending}</dd>
          </div>
          <div>
            <dt>Ongoing</dt>
            <dd data-testid="deals-ongoing">{deals.ongoing}</dd>
          </div>
          <div>
            <dt>Completed</dt>
            <dd data-testid="deals-completed">{deals.completed}</dd>
          </div>
        </Counts>
      )}
      <ButtonLink to="/deal-flow" $variant="outline" $size="sm">
        View All Deals
      </ButtonLink>
    </Card>
  );
}

export function NotificationsCard() {
  const centre = useNotificationCentre(5);
  const navigate = useNavigate();
  const failed = (what: string) => (err: unknown) => notify.error(what, 'Please try again.', err);
  return (
    <Card title="Notifications" data-testid="card-notifications">
      <NotificationsPanel
        {...centre}
        unreadText={unreadLabel(centre.unread)}
        onShowMore={centre.showMore}
        onRetry={centre.retry}
        onOpen={(notification) => {
          void centre.markRead(notification).catch(failed('Could not mark the notification as read'));
          navigate(notification.link);
        }}
        onMarkRead={(notification) =>
          void centre.markRead(notification).catch(failed('Could not mark the notification as read'))
        }
        onMarkAllRead={() =>
          void centre.markAllRead().catch(failed('Could not mark the notifications as read'))
        }
        testId="dashboard-notifications"
      />
    </Card>
  );
}

export function RatingCard({ data, failed }: Loadable) {
  return (
    <Card title="My Rating" data-testid="card-rating">
      {!data ? (
        <CardState failed={failed} what="your rating" />
      ) : (
        <>
          <StarRating rating={data.rating.value} reviewCount={data.rating.review_count} />
          <Muted data-testid="rating-reviews">
            {data.rating.review_count === 1 ? '1 review' : `${data.rating.review_count} reviews`}
          </Muted>
        </>
      )}
    </Card>
  );
}

export function InquiriesCard({ data, failed, roles = [] }: Loadable & { roles?: readonly string[] }) {
  const usage = data?.inquiries;
  const text = usage ? inquiryUsageText(usage.used, usage.limit) : undefined;
  const awaiting = usage ? awaitingOffersText(usage.awaiting, roles) : null;
  return (
    <Card title="Inquiries" data-testid="card-inquiries">
      {!usage || !text ? (
        <CardState failed={failed} what="your inquiries" />
      ) : (
        <>
          <p data-testid="inquiries-used">{text.used}</p>
          <ProgressBar
            value={usage.limit === 0 ? 100 : (usage.used / usage.limit) * 100}
            label="Inquiries used this month"
            tone={usage.remaining === 0 ? 'warning' : 'primary'}
          />
          <p>
            <Badge tone={usage.remaining === 0 ? 'danger' : 'info'} data-testid="inquiries-remaining">
              {text.remaining}
            </Badge>
          </p>
          {awaiting ? (
            <Notice $tone="warning" data-testid="offers-awaiting">
              <strong>{awaiting.text}</strong>
              {usage.awaiting_soonest
                ? ` (the soonest runs out ${formatDateTime(usage.awaiting_soonest)})`
                : ''}
              {awaiting.links.length > 0 ? ': ' : ''}
              {awaiting.links.map((link, i) => (
                <span key={link.to}>
                  {i > 0 ? ', ' : ''}
                  <Link to={link.to}>{link.label}</Link>
                </span>
              ))}
            </Notice>
          ) : null}
        </>
      )}
    </Card>
  );
}
