import type { DealEventView } from '@portal/contracts/deals';
import { EmptyState, Muted } from '@portal/ui/layout';
import styled from 'styled-components';
import { formatDateTime } from '@portal/web/format';
import {
  actionText,
  eventActorText,
  eventDocumentText,
  newestFirst,
  stageChangeText,
} from '../utils/activity';

/** The entries of a deal's record, one card each (the history and the negotiation before it). */
export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;
export const Entry = styled.li`
  padding: 0.65rem 0.85rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  & strong {
    font-size: 0.95rem;
  }
`;
const Comment = styled.p`
  margin: 0.35rem 0 0;
  padding-left: 0.6rem;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
`;

/** The audit trail, newest first: what happened, who did it, the stage change, the document, the comment, when. */
export function HistoryList({
  events,
  emptyText = 'No history yet',
}: {
  events: DealEventView[];
  emptyText?: string;
}) {
  if (events.length === 0)
    return (
      <EmptyState>
        <p>{emptyText}</p>
      </EmptyState>
    );
  return (
    <List data-testid="deal-history">
      {newestFirst(events).map((event) => {
        const document = eventDocumentText(event);
        return (
          <Entry key={event.id} data-testid="history-entry" data-action={event.action}>
            <Head>
              <strong>{actionText(event.action)}</strong>
              <Muted as="span">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </Muted>
            </Head>
            <Muted>
              by {eventActorText(event)} · {stageChangeText(event)}
            </Muted>
            {document ? <Muted>{document}</Muted> : null}
            {event.comment ? <Comment>{event.comment}</Comment> : null}
          </Entry>
        );
      })}
    </List>
  );
}
