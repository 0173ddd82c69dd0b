import type { DealGroupId } from '@portal/contracts/deal-stages';
import type { DealDetail } from '@portal/contracts/deals';
import styled from 'styled-components';
import { documentsOfGroup, eventInGroup, groupLabel } from '../utils/activity';
import { DocumentList } from './DocumentList';
import { HistoryList } from './HistoryList';

const Region = styled.section`
  margin-top: 1rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Heading = styled.h3`
  font-size: 1rem;
  margin: 0.75rem 0 0.5rem;
`;

/** One group's documents and history, shown to a party that clicked its row in the Progress card. */
export function GroupActivity({
  id,
  deal,
  group,
  onChange,
}: {
  id: string;
  deal: DealDetail;
  group: DealGroupId;
  /** Takes the deal after a release or refusal of a held document. */
  onChange: (deal: DealDetail) => void;
}) {
  const label = groupLabel(group);
  return (
    <Region id={id} aria-label={`${label}: documents and history`} data-testid="group-activity">
      <Heading>{label} documents</Heading>
      <DocumentList
        deal={deal}
        documents={documentsOfGroup(deal.documents, group)}
        emptyText={`No documents in ${label} yet`}
        onChange={onChange}
      />
      <Heading>{label} history</Heading>
      <HistoryList
        events={deal.history.filter((event) => eventInGroup(event, group))}
        emptyText={`Nothing has happened in ${label} yet`}
      />
    </Region>
  );
}
