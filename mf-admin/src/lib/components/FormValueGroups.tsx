import type { RegistrationType } from '@portal/contracts/me';
import { FactList, Muted } from '@portal/ui/layout';
import styled from 'styled-components';
import { groupFormValues } from '../form-groups';

const Group = styled.section`
  margin-bottom: 1rem;
  & h4 {
    margin: 0 0 0.4rem;
    font-size: 0.95rem;
  }
`;

/**
 * A registration's form values in the review groups (Business, Contact, Financial, ...), labelled as
 * the applicant's form of this type labels them.
 */
export function FormValueGroups({ formValues, type }: { formValues: unknown; type: RegistrationType }) {
  const groups = groupFormValues(formValues, type);
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
