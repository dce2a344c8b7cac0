import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverRun, OdometerKind } from '@haulage/shared/contracts';

interface DayPanelProps {
  truck: DriverRun['truck'];
  onReading(kind: OdometerKind, km: number): Promise<void>;
}

/** Start and end of the day: the planned truck's odometer, which goes into its history. */
export const DayPanel = ({ truck, onReading }: DayPanelProps) => {
  const { t } = useTranslation();
  const kmId = useId();
  const [km, setKm] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const record = async (kind: OdometerKind) => {
    const value = Number(km.replace(/\s+/g, ''));
    if (!/^\d+$/.test(km.replace(/\s+/g, '')) || !Number.isSafeInteger(value)) return setMessage(t('day.kmInvalid'));
    await onReading(kind, value);
    setMessage(t(kind === 'start' ? 'day.started' : 'day.ended', { km: value }));
    setKm('');
  };

  return (
    <section className="dr-card" aria-labelledby="dr-day-heading">
      <h2 id="dr-day-heading">{t('day.heading')}</h2>
      <p>
        <span className="dr-label">{t('day.truck')}: </span>
        {truck ? `${truck.truckName} (${truck.registrationPlateNumber})` : t('day.noTruck')}
      </p>
      <label className="dr-label" htmlFor={kmId}>
        {t('day.odometer')}
      </label>
      <input id={kmId} className="dr-input" inputMode="numeric" value={km} onChange={(event) => setKm(event.target.value)} />
      <div className="dr-row">
        <button type="button" className="dr-button dr-plain" disabled={!truck} onClick={() => void record('start')}>
          {t('day.start')}
        </button>
        <button type="button" className="dr-button dr-plain" disabled={!truck} onClick={() => void record('end')}>
          {t('day.end')}
        </button>
      </div>
      {message && <p role="status">{message}</p>}
    </section>
  );
};
