import type { DealDetail } from '@portal/contracts/deals';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { Muted } from '@portal/ui/layout';
import { notify } from '@portal/ui/notify';
import { errorText } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { useState } from 'react';
import { documentLinks } from '../../../lib/deals-api';
import { AnswerRow, RowActions, Rows } from '../../../lib/rows';
import { documentTypeTitle, heldByName } from '../utils/activity';
import { heldDocumentOf, releaseActionsOf, type ReleaseAction } from '../utils/company-approval';
import { ReleaseButtons } from './ReleaseButtons';

function HeldDocument({
  deal,
  action,
  onChange,
}: {
  deal: DealDetail;
  action: ReleaseAction;
  onChange: (deal: DealDetail) => void;
}) {
  const [opening, setOpening] = useState(false);
  const doc = heldDocumentOf(deal, action);
  const title = doc?.title ?? documentTypeTitle(action.documentType);
  const uploader = heldByName(deal.history, action.documentId);
  // the approver reads what it releases: a fresh short-lived link on the click, as in the Documents tab
  const download = async () => {
    if (opening) return;
    setOpening(true);
    try {
      const { url } = await documentLinks(deal.id, action.documentId);
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (err) {
      notify.error('Failed to download document', errorText(err), err);
    } finally {
      setOpening(false);
    }
  };
  return (
    <AnswerRow data-testid="held-document" data-document-id={action.documentId}>
      <div>
        <strong>
          {title} (version {action.version})
        </strong>{' '}
        uploaded by {uploader ?? 'your company'}
        {doc ? (
          <Muted>
            {[doc.file_name, `uploaded ${formatDate(doc.uploaded_at)}`].filter(Boolean).join(' · ')}
          </Muted>
        ) : null}
      </div>
      <RowActions>
        {doc?.downloadable ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={opening}
            aria-label={`Download ${title}, version ${action.version}`}
            onClick={() => void download()}
          >
            Download
          </Button>
        ) : null}
        <ReleaseButtons deal={deal} action={action} onChange={onChange} />
      </RowActions>
    </AnswerRow>
  );
}

/**
 * 'Awaiting your approval': the documents of the viewer's company held for a second member's release
 * (four-eyes), for an Approver or Administrator who may release them (the server offers it only to a
 * member other than the uploader). At the top of the deal page, since the deal waits on that release.
 */
export function CompanyApprovalCard({
  deal,
  onChange,
}: {
  deal: DealDetail;
  onChange: (deal: DealDetail) => void;
}) {
  const actions = releaseActionsOf(deal);
  if (actions.length === 0) return null;
  return (
    <Card
      title="Awaiting your approval"
      description="Documents that commit your company wait for a second member's release before the platform reviews them."
      data-testid="company-approval"
    >
      <Rows>
        {actions.map((action) => (
          <HeldDocument key={action.documentId} deal={deal} action={action} onChange={onChange} />
        ))}
      </Rows>
    </Card>
  );
}
