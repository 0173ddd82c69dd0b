import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Notice } from '@portal/ui/layout';
import { LoadingState } from '@portal/ui/Spinner';
import { TermsText } from '@portal/ui/TermsText';
import { errorText } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { useTerms } from '../../../lib/terms';

/** The terms of use in force: version and publication date above the text; a failed load says so. */
export function TermsOfUse() {
  const { data, error, isLoading, mutate } = useTerms();
  return (
    <Card>
      {error ? (
        <Notice $tone="danger" role="alert">
          The terms of use could not be loaded. {errorText(error)}{' '}
          <Button variant="secondary" onClick={() => void mutate()}>
            Try again
          </Button>
        </Notice>
      ) : isLoading || !data ? (
        <LoadingState text="Loading the terms of use..." />
      ) : (
        <article aria-label="Terms of use">
          <p style={{ marginTop: 0, opacity: 0.8 }}>
            Version {data.version}
            {data.published_at ? `, published ${formatDate(data.published_at)}` : ''}
          </p>
          <TermsText text={data.text} />
        </article>
      )}
    </Card>
  );
}
