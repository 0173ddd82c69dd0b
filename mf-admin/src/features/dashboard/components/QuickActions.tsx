import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { downloadText } from '../../../lib/csv';
import { serverMessage } from '../../../lib/errors';
import { fileDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { fetchUsersCsv } from '../api/dashboard';

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
`;

/**
 * Manage Users, View Deals, System Settings, Export Users (user_export_{yyyy-MM-dd}.csv) and Listing
 * Moderation (the marketplace's approval queue).
 */
export function QuickActions() {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const exportUsers = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      downloadText(`user_export_${fileDate()}.csv`, await fetchUsersCsv());
      notify.success('Users exported successfully');
    } catch (err) {
      notify.error('Failed to export users', serverMessage(err));
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
      </Actions>
    </Card>
  );
}
