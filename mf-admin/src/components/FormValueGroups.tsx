import styled from 'styled-components';
import { groupFormValues } from '../lib/form-groups';
import { FactList, Muted } from '../lib/layout';

const Group = styled.section`
  margin-bottom: 1rem;
  & h4 {
    margin: 0 0 0.4rem;
    font-size: 0.95rem;
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
          <FactList $labelColumn="minmax(9rem, 40%)" style={{ margin: 0 }}>
            {group.entries.map((entry) => (
              <div key={entry.key} style={{ display: 'contents' }}>
                <dt>{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </FactList>
        </Group>
      ))}
    </div>
  );
}
