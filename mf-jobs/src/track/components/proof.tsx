import type { TrackingView } from '@haulage/shared/contracts';
import type { Formats, PlainTranslate } from '@haulage/shared/i18n';

interface ProofProps {
  proof: NonNullable<TrackingView['proof']>;
  fileUrl: (path: string) => string;
  t: PlainTranslate;
  f: Formats;
}

/** Who signed for the goods and when, the signature and the photos. */
export const Proof = ({ proof, fileUrl, t, f }: ProofProps) => (
  <section className="tj-card" aria-labelledby="tj-proof-title">
    <h2 id="tj-proof-title">{t('proof.title')}</h2>
    <p>{t('proof.signedBy', { name: proof.signedBy, when: f.dateTime(proof.at) })}</p>
    {proof.signatureUrl && <img className="tj-signature" src={fileUrl(proof.signatureUrl)} alt={t('proof.signature')} />}
    {proof.photoUrls.length > 0 && (
      <ul className="tj-photos">
        {proof.photoUrls.map((url, index) => (
          <li key={url}>
            <img src={fileUrl(url)} alt={t('proof.photo', { n: index + 1 })} loading="lazy" />
          </li>
        ))}
      </ul>
    )}
  </section>
);
