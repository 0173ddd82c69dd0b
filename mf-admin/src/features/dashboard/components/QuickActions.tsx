import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useReviewQueueCount } from '@portal/web/review-queue';
import { downloadText } from '../../../lib/csv';
import { serverMessage } from '@portal/web/errors';
import { fileDate } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import { fetchUsersCsv } from '../api/dashboard';

const Actions = styled.div`
  display: grid;
  /* minmax(0, …): a long label wraps inside its half instead of widening it past the card */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
`;

/**
 * Manage Users, View Deals, System Settings, Export Users (user_export_{yyyy-MM-dd}.csv), Listing
 * Moderation (the marketplace's approval queue) and Document Reviews (deal documents awaiting the
 * platform's review, with their number).
 */
export function QuickActions() {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const reviews = useReviewQueueCount();
  const exportUsers = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      downloadText(`user_export_${fileDate()}.csv`, await fetchUsersCsv());
      notify.success('Users exported successfully');
    } catch (err) {
      notify.error('Failed to export users', serverMessage(err), err);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card title="Quick Actions" aria-label="Quick Actions">
      <Actions>
        <Button variant="secondary" onClick={() => navigate('/admin/users')}>
          Manage Users
        </Button>
        <Button variant="secondary" onClick={() => navigate('/admin/deals')}>
          View Deals
        </Button>
        <Button variant="secondary" onClick={() => navigate('/system/settings')}>
          System Settings
        </Button>
        <Button variant="secondary" onClick={() => void exportUsers()} disabled={exporting}>
          Export Users
        </Button>
        <Button variant="secondary" onClick={() => navigate('/admin/moderation')}>
          Listing Moderation
        </Button>
        <Button variant="secondary" onClick={() => navigate('/admin/deal-reviews')}>
          Document Reviews{' '}
          <Badge tone={reviews.data ? 'warning' : 'neutral'} data-testid="review-count">
            {reviews.data ?? (reviews.error ? '!' : '–')}
          </Badge>
        </Button>
      </Actions>
    </Card>
  );
}
