import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted } from '@portal/ui/layout';
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '@portal/web/errors';
import { formatDateTime } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import { setMessageRead, useContactMessages, type ContactMessage } from '../api/contact-messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 24rem;
  overflow: auto;
  & li {
    padding: 0.6rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & li:last-child {
    border-bottom: 0;
  }
  & li[data-read='false'] strong {
    color: ${({ theme }) => theme.colors.info};
  }
`;

/**
 * Messages sent through the sidebar's Contact Us dialog, newest first, each with a read/unread toggle.
 * Lives as a card on the Admin Dashboard (where admins look first), with the unread count in the title.
 */
export default function ContactMessagesCard() {
  const { data, error, isLoading, mutate } = useContactMessages();
  const [pending, setPending] = useState<string | null>(null);
  const unread = data?.filter((m) => !m.read).length ?? 0;

  const toggle = async (message: ContactMessage) => {
    if (pending) return;
    setPending(message.id);
    const read = !message.read;
    try {
      await mutate(
        async (current) => {
          await setMessageRead(message.id, read);
          return current?.map((m) => (m.id === message.id ? { ...m, read } : m));
        },
        {
          optimisticData: (current) => current?.map((m) => (m.id === message.id ? { ...m, read } : m)) ?? [],
          rollbackOnError: true,
          revalidate: false,
        },
      );
    } catch (err) {
      notify.error('Failed to update message', serverMessage(err), err);
    } finally {
      setPending(null);
    }
  };

  return (
    <Card
      aria-label="Contact Messages"
      title={
        <>
          Contact Messages{' '}
          {unread > 0 ? (
            <Badge tone="info" aria-label={`${unread} unread`}>
              {unread} unread
            </Badge>
          ) : null}
        </>
      }
    >
      {error && !data ? (
        <Muted role="alert">
          Failed to load contact messages{' '}
          <Button size="sm" variant="ghost" onClick={() => void mutate()}>
            Retry
          </Button>
        </Muted>
      ) : !data && isLoading ? (
        <SkeletonList label="Loading contact messages..." />
      ) : !data || data.length === 0 ? (
        <Muted>No contact messages</Muted>
      ) : (
        <List>
          {data.map((m) => (
            <li key={m.id} data-read={String(m.read)}>
              <div
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: '0.5rem',
                  alignItems: 'baseline',
                }}
              >
                <strong>{m.email}</strong>
                <Muted as="time">{formatDateTime(m.created_at)}</Muted>
              </div>
              <p style={{ margin: '0.25rem 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.message}
              </p>
              <Button size="sm" variant="outline" disabled={pending === m.id} onClick={() => void toggle(m)}>
                {m.read ? 'Mark as unread' : 'Mark as read'}
              </Button>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
