import { dealActConfirmation } from '@portal/contracts/deal-acts';
import { reviewCommentMessages } from '@portal/contracts/deal-stages';
import { Button } from '@portal/ui/Button';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { TextField } from '@portal/ui/Input';
import { Row } from '@portal/ui/layout';
import { useState } from 'react';
import { useDealCommand } from '../hooks/useDealCommand';
import { notify } from '@portal/ui/notify';
import type { PanelProps } from '../utils/panel-actions';

/**
 * The buyer's review of the approved sanitized initial SPA: accept it (after a confirmation naming the
 * SPA's version and the deal's ticket: accepting binds the buyer), or request changes with a comment.
 */
export function SpaReviewForm(props: PanelProps & { version: number }) {
  const { run, send, running } = useDealCommand(props);
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const confirmation = dealActConfirmation(props.deal, { type: 'accept-spa', version: props.version });
  const requestChanges = () => {
    if (!comment.trim()) {
      notify.error('Comment Required', reviewCommentMessages['request-changes']);
      return;
    }
    void run({ type: 'review-spa', decision: 'request-changes', comment: comment.trim() });
  };
  const trimmed = comment.trim();
  return (
    <div>
      <TextField
        label="Review comment"
        kind="textarea"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        hint="Required when you request changes."
      />
      <Row>
        <Button disabled={running !== null} onClick={() => setConfirming(true)}>
          Submit Review
        </Button>
        <Button variant="outline" disabled={running !== null} onClick={requestChanges}>
          Request Changes
        </Button>
      </Row>
      <ConfirmDialog
        open={confirming}
        title={confirmation.title}
        statement={confirmation.statement}
        facts={
          trimmed ? [...confirmation.facts, { label: 'Your comment', value: trimmed }] : confirmation.facts
        }
        confirmLabel={confirmation.confirmLabel}
        busyLabel={confirmation.busyLabel}
        onClose={() => setConfirming(false)}
        onConfirm={() => send({ type: 'review-spa', decision: 'accept', comment: trimmed || null })}
      />
    </div>
  );
}
