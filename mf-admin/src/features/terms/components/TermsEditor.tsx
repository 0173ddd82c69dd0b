import type { TermsOfUse } from '@portal/contracts/platform';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { TextField } from '@portal/ui/Input';
import { Muted, Notice, Row } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { LoadingState } from '@portal/ui/Spinner';
import { TermsText } from '@portal/ui/TermsText';
import { serverMessage } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { useState } from 'react';
import { publishTerms, useTermsInForce } from '../api/terms';
import { draftProblem, versionLine } from '../utils/terms';

/**
 * Terms of Use on System Settings: the version in force, a draft to edit with its preview, and
 * publication as the next version after a confirmation that says what it changes for sign-ups.
 */
export function TermsEditor() {
  const { data, error, isLoading, mutate } = useTermsInForce();
  return (
    <Card title="Terms of Use" aria-label="Terms of Use">
      {data ? (
        // a new publication starts a fresh draft from the text now in force
        <TermsDraft key={data.version} terms={data} onPublished={(t) => mutate(t, { revalidate: false })} />
      ) : error ? (
        <Notice $tone="danger" role="alert">
          The terms of use could not be loaded{serverMessage(error) ? `: ${serverMessage(error)}` : ''}{' '}
          <Button size="sm" variant="ghost" onClick={() => void mutate()} disabled={isLoading}>
            Retry
          </Button>
        </Notice>
      ) : (
        <LoadingState text="Loading the terms of use..." />
      )}
    </Card>
  );
}

function TermsDraft({ terms, onPublished }: { terms: TermsOfUse; onPublished: (terms: TermsOfUse) => void }) {
  const [draft, setDraft] = useState(terms.text);
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const problem = draftProblem(draft, terms.text);
  const next = terms.version + 1;

  return (
    <>
      <Muted>
        {versionLine(terms, formatDate)}.{' '}
        <a href="/terms" target="_blank" rel="noreferrer">
          Open the public page
        </a>
      </Muted>
      {preview ? (
        <section aria-label="Preview of the draft">
          <TermsText text={draft} />
        </section>
      ) : (
        <TextField
          kind="textarea"
          label="Text of the terms"
          style={{ minHeight: '18rem', fontFamily: 'inherit' }}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          hint={`Start a line with "# " for a heading; leave a blank line between paragraphs. ${draft.trim().length.toLocaleString('en-US')} characters.`}
          error={attempted && problem ? problem : undefined}
        />
      )}
      <Row style={{ justifyContent: 'flex-end', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => setPreview(!preview)}>
          {preview ? 'Edit' : 'Preview'}
        </Button>
        <Button variant="secondary" onClick={() => setDraft(terms.text)} disabled={draft === terms.text}>
          Discard Changes
        </Button>
        <Button
          onClick={() => {
            setAttempted(true);
            if (problem) {
              setPreview(false);
              return;
            }
            setConfirming(true);
          }}
        >
          Publish Version {next}
        </Button>
      </Row>
      <ConfirmDialog
        open={confirming}
        title={`Publish version ${next} of the terms of use?`}
        statement={`Everyone who signs up from now on accepts version ${next}. Version ${terms.version} stays on record for the accounts that accepted it.`}
        facts={[
          { label: 'Replaces', value: versionLine(terms, formatDate) },
          { label: 'Length', value: `${draft.trim().length.toLocaleString('en-US')} characters` },
        ]}
        confirmLabel={`Publish Version ${next}`}
        busyLabel="Publishing..."
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const published = await publishTerms(terms.version, draft);
          notify.success('Terms of use published', `Version ${published.version} is now in force`);
          onPublished(published);
        }}
      />
    </>
  );
}
