import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import type { ProofDraft } from './stop-actions';
import { PhotoField } from './photo-field';
import { SignatureField } from './signature-field';

const pngOf = async (pad: SignaturePad): Promise<Blob> => (await fetch(pad.toDataURL('image/png'))).blob();

/** The proof of delivery: who received, their signature, and photos of the goods and the paper. */
export const ProofForm = ({ onSave, onCancel }: { onSave(proof: ProofDraft): Promise<void>; onCancel(): void }) => {
  const { t } = useTranslation();
  const nameId = useId();
  const padRef = useRef<SignaturePad | null>(null);
  const [signedBy, setSignedBy] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pad = padRef.current;
    if (!signedBy.trim()) return setProblem(t('proof.needName'));
    if (!pad || pad.isEmpty()) return setProblem(t('proof.needSignature'));
    setProblem(null);
    setSaving(true);
    await onSave({ signedBy: signedBy.trim(), signature: await pngOf(pad), photos });
  };

  return (
    <form className="dr-form" aria-label={t('proof.heading')} onSubmit={(event) => void submit(event)} noValidate>
      <h4>{t('proof.heading')}</h4>
      <label className="dr-label" htmlFor={nameId}>
        {t('proof.receiver')}
      </label>
      <input id={nameId} className="dr-input" value={signedBy} autoComplete="off" onChange={(event) => setSignedBy(event.target.value)} />
      <SignatureField label={t('proof.signature')} hint={t('proof.signHere')} clearLabel={t('proof.clear')} padRef={padRef} />
      <PhotoField
        label={t('proof.photos')}
        photos={photos}
        onChange={setPhotos}
        countText={t('proof.photoCount', { count: photos.length })}
      />
      {problem && (
        <p className="dr-problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="dr-button dr-go" disabled={saving}>
        {t('proof.save')}
      </button>
      <button type="button" className="dr-button dr-plain" onClick={onCancel}>
        {t('proof.cancel')}
      </button>
    </form>
  );
};
