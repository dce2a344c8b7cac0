import { useEffect, useId, useRef, useState } from 'react';
import type { ConfirmationResponse } from '@haulage/shared/contracts';
import type { PlainTranslate } from '@haulage/shared/i18n';

interface AnswerFormProps {
  /** The answer on its way, if any: both buttons wait for it. */
  sending: ConfirmationResponse | null;
  onAnswer(response: ConfirmationResponse, reason: string): void;
  t: PlainTranslate;
}

/**
 * Confirm in one tap; Decline first opens the optional reason, so a slip of the thumb on a phone
 * does not decline a job.
 */
export const AnswerForm = ({ sending, onAnswer, t }: AnswerFormProps) => {
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
          {t(sending === 'confirmed' ? 'page.answer.confirming' : 'page.answer.confirm')}
        </button>
        <button type="button" className="cj-button cj-decline" disabled={busy} onClick={() => setDeclining(true)}>
          {t('page.answer.decline')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="cj-actions"
      aria-label={t('page.answer.declineJob')}
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer('declined', reason);
      }}
    >
      <label className="cj-label" htmlFor={reasonId}>
        {t('page.answer.reason')}
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
        {t(sending === 'declined' ? 'page.answer.declining' : 'page.answer.declineJob')}
      </button>
      <button type="button" className="cj-button cj-back" disabled={busy} onClick={() => setDeclining(false)}>
        {t('page.answer.back')}
      </button>
    </form>
  );
};
