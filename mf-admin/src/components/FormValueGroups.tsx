import styled from 'styled-components';
import { groupFormValues } from '../lib/form-groups';
import { Muted } from '../lib/layout';

const Group = styled.section`
  margin-bottom: 1rem;
  & h4 {
    margin: 0 0 0.4rem;
    font-size: 0.95rem;
  }
`;
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(9rem, 40%) 1fr;
  gap: 0.3rem 0.75rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A registration's form values in the review groups (Business, Contact, Financial, ...). */
export function FormValueGroups({ formValues }: { formValues: unknown }) {
  const groups = groupFormValues(formValues);
  if (groups.length === 0) return <Muted>No form details available</Muted>;
  return (
    <div>
      {groups.map((group) => (
        <Group key={group.name} aria-label={group.name}>
          <h4>{group.name}</h4>
          <List>
            {group.entries.map((entry) => (
              <div key={entry.key} style={{ display: 'contents' }}>
                <dt>{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </List>
        </Group>
      ))}
    </div>
  );
}
