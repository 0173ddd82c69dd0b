import { reviewCommentMessages } from '@portal/contracts/deal-stages';
import { Button } from '@portal/ui/Button';
import { TextField } from '@portal/ui/Input';
import { Row } from '@portal/ui/layout';
import { useState } from 'react';
import { useDealCommand } from '../hooks/useDealCommand';
import { notify } from '@portal/ui/notify';
import type { PanelProps } from '../utils/panel-actions';

/** The buyer's review of the approved sanitized initial SPA: accept it, or request changes with a comment. */
export function SpaReviewForm(props: PanelProps) {
  const { run, running } = useDealCommand(props);
  const [comment, setComment] = useState('');
  const requestChanges = () => {
    if (!comment.trim()) {
      notify.error('Comment Required', reviewCommentMessages['request-changes']);
      return;
    }
    void run({ type: 'review-spa', decision: 'request-changes', comment: comment.trim() });
  };
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
        <Button
          disabled={running !== null}
          onClick={() =>
            void run({ type: 'review-spa', decision: 'accept', comment: comment.trim() || null })
          }
        >
          Submit Review
        </Button>
        <Button variant="outline" disabled={running !== null} onClick={requestChanges}>
          Request Changes
        </Button>
      </Row>
    </div>
  );
}
