import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverRunStop } from '@haulage/shared/contracts';
import { directionsToUrl } from '../../lib/directions';
import { nextStepAt } from '../model/run-order';
import { ProblemForm, ProofForm } from './lazy-forms';
import type { StopActions } from './stop-actions';

const clock = (iso: string | null, language: string): string =>
  iso
    ? new Date(iso).toLocaleTimeString(language === 'sv' ? 'sv-SE' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Stockholm',
      })
    : '';

const addressOf = (stop: DriverRunStop): string =>
  [stop.address, [stop.postcode, stop.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** One stop of the run: what the road needs, and the driver's next step there. */
export const StopCard = ({ stop, actions }: { stop: DriverRunStop; actions: StopActions }) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<'proof' | 'problem' | null>(null);
  const lang = i18n.language;
  const step = nextStepAt(stop);
  const { job } = stop;
  const address = addressOf(stop);
  const headingId = `stop-${stop.documentId}`;
  const window =
    stop.plannedFrom || stop.plannedTo ? `${clock(stop.plannedFrom, lang)}–${clock(stop.plannedTo, lang)}` : t('stop.noWindow');

  return (
    <article className={`dr-stop dr-${step}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className="dr-type">{t(`stop.${stop.type}`)}</span> {stop.placeName ?? address}
      </h3>
      <p className="dr-muted">
        {t('stop.job', { number: job.jobNumber })}
        {job.customerName ? ` · ${job.customerName}` : ''}
      </p>
      {address && <p>{address}</p>}
      <dl className="dr-facts">
        <div>
          <dt>{t('stop.window')}</dt>
          <dd>{window}</dd>
        </div>
        {(job.goodsDescription || job.pallets) && (
          <div>
            <dt>{t('stop.goods')}</dt>
            <dd>
              {[
                job.goodsDescription,
                job.pallets ? t('stop.pallets', { count: job.pallets }) : null,
                job.weightKg ? `${job.weightKg} kg` : null,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        )}
        {job.notesDriver && (
          <div>
            <dt>{t('stop.notes')}</dt>
            <dd>{job.notesDriver}</dd>
          </div>
        )}
        {job.contactName && (
          <div>
            <dt>{t('stop.contact')}</dt>
            <dd>{job.contactName}</dd>
          </div>
        )}
      </dl>
      {job.adr && <p className="dr-adr">{job.adrLine ? t('stop.adrLine', { line: job.adrLine }) : t('stop.adr')}</p>}
      <div className="dr-row">
        {job.contactPhone && (
          <a className="dr-button dr-plain" href={`tel:${job.contactPhone.replace(/\s+/g, '')}`}>
            {t('stop.call')}
          </a>
        )}
        {address || stop.latitude != null ? (
          <a
            className="dr-button dr-plain"
            href={directionsToUrl({ latitude: stop.latitude, longitude: stop.longitude, address })}
            target="_blank"
            rel="noreferrer"
          >
            {t('stop.navigate')}
          </a>
        ) : null}
        <button type="button" className="dr-button dr-plain" onClick={() => void actions.openNote(job.documentId)}>
          {t('stop.consignmentNote')}
        </button>
      </div>
      {stop.arrivedAt && <p className="dr-done">{t('stop.arrivedAt', { time: clock(stop.arrivedAt, lang) })}</p>}
      {stop.departedAt && <p className="dr-done">{t('stop.departedAt', { time: clock(stop.departedAt, lang) })}</p>}
      {stop.proofs.map((proof) => (
        <p key={proof.documentId} className="dr-done">
          {t('proof.saved', { name: proof.signedBy })}
        </p>
      ))}
      {step === 'arrive' && (
        <button type="button" className="dr-button dr-go" onClick={() => void actions.stamp(stop, job.documentId, 'arrived')}>
          {t('stop.arrived')}
        </button>
      )}
      {step === 'depart' && (
        <button type="button" className="dr-button dr-go" onClick={() => void actions.stamp(stop, job.documentId, 'departed')}>
          {t(stop.type === 'pickup' ? 'stop.loaded' : 'stop.departed')}
        </button>
      )}
      <div className="dr-row">
        {stop.type === 'delivery' && stop.arrivedAt && stop.proofs.length === 0 && open !== 'proof' && (
          <button type="button" className="dr-button dr-plain" onClick={() => setOpen('proof')}>
            {t('stop.proof')}
          </button>
        )}
        {open !== 'problem' && (
          <button type="button" className="dr-button dr-plain" onClick={() => setOpen('problem')}>
            {t('stop.problem')}
          </button>
        )}
      </div>
      <Suspense fallback={<p role="status">…</p>}>
        {open === 'proof' && (
          <ProofForm
            onCancel={() => setOpen(null)}
            onSave={(proof) => actions.prove(stop, job.documentId, proof).then(() => setOpen(null))}
          />
        )}
        {open === 'problem' && (
          <ProblemForm
            onCancel={() => setOpen(null)}
            onSend={(problem) => actions.report(stop, job.documentId, problem).then(() => setOpen(null))}
          />
        )}
      </Suspense>
    </article>
  );
};
