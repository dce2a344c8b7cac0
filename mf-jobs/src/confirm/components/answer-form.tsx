import { useEffect, useId, useRef, useState } from 'react';
import type { ConfirmationResponse } from '@haulage/shared/contracts';

interface AnswerFormProps {
  /** The answer on its way, if any: both buttons wait for it. */
  sending: ConfirmationResponse | null;
  onAnswer(response: ConfirmationResponse, reason: string): void;
}

/**
 * Confirm in one tap; Decline first opens the optional reason, so a slip of the thumb on a phone
 * does not decline a job.
 */
export const AnswerForm = ({ sending, onAnswer }: AnswerFormProps) => {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const busy = sending !== null;

  useEffect(() => {
    if (declining) reasonField.current?.focus();
  }, [declining]);

  if (!declining) {
    return (
      <div className="cj-actions">
        <button type="button" className="cj-button cj-confirm" disabled={busy} onClick={() => onAnswer('confirmed', '')}>
          {sending === 'confirmed' ? 'Confirming…' : 'Confirm'}
        </button>
        <button type="button" className="cj-button cj-decline" disabled={busy} onClick={() => setDeclining(true)}>
          Decline
        </button>
      </div>
    );
  }
  return (
    <form
      className="cj-actions"
      aria-label="Decline the job"
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer('declined', reason);
      }}
    >
      <label className="cj-label" htmlFor={reasonId}>
        Reason for declining (optional)
      </label>
      <textarea
        id={reasonId}
        ref={reasonField}
        className="cj-reason"
        rows={4}
        maxLength={500}
        value={reason}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className="cj-button cj-decline-send" disabled={busy}>
        {sending === 'declined' ? 'Declining…' : 'Decline the job'}
      </button>
      <button type="button" className="cj-button cj-back" disabled={busy} onClick={() => setDeclining(false)}>
        Back
      </button>
    </form>
  );
};
