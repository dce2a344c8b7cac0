import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemKind } from '@haulage/shared/contracts';
import { PhotoField } from './photo-field';
import type { ProblemDraft } from './stop-actions';

// Every kind of the contract, in the order offered: a record so a kind added there fails to compile
// here, without loading the contracts' schemas (and their validation library) onto the phone.
const KIND_ORDER: Record<ProblemKind, number> = { waiting: 0, damage: 1, refused: 2, wrong_address: 3 };
const PROBLEM_KINDS = (Object.keys(KIND_ORDER) as ProblemKind[]).sort((a, b) => KIND_ORDER[a] - KIND_ORDER[b]);

/** "Report a problem": what happened at the stop, with a note and photos; the dispatchers see it at once. */
export const ProblemForm = ({ onSend, onCancel }: { onSend(problem: ProblemDraft): Promise<void>; onCancel(): void }) => {
  const { t } = useTranslation();
  const kindId = useId();
  const noteId = useId();
  const [kind, setKind] = useState<ProblemKind>('waiting');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    await onSend({ kind, note: note.trim(), photos });
  };

  return (
    <form className="dr-form" aria-label={t('problem.heading')} onSubmit={(event) => void submit(event)}>
      <h4>{t('problem.heading')}</h4>
      <label className="dr-label" htmlFor={kindId}>
        {t('problem.kind')}
      </label>
      <select id={kindId} className="dr-input" value={kind} onChange={(event) => setKind(event.target.value as ProblemKind)}>
        {PROBLEM_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`problem.${value}`)}
          </option>
        ))}
      </select>
      <label className="dr-label" htmlFor={noteId}>
        {t('problem.note')}
      </label>
      <textarea id={noteId} className="dr-input" rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      <PhotoField
        label={t('problem.photos')}
        photos={photos}
        onChange={setPhotos}
        countText={t('proof.photoCount', { count: photos.length })}
      />
      <button type="submit" className="dr-button dr-go" disabled={sending}>
        {t('problem.send')}
      </button>
      <button type="button" className="dr-button dr-plain" onClick={onCancel}>
        {t('problem.cancel')}
      </button>
    </form>
  );
};
