import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverRun, DriverTruck, OdometerKind } from '@haulage/shared/contracts';
import { keepChosenTruck, offlineChoices, readChosenTruck } from '../model/chosen-truck';
import { TruckPicker } from './truck-picker';

interface DayPanelProps {
  /** The run's date: the chosen truck is kept on the phone for that day. */
  date: string;
  truck: DriverRun['truck'];
  online: boolean;
  storage: Storage | null;
  searchTrucks(text: string): Promise<DriverTruck[] | null>;
  onReading(kind: OdometerKind, km: number, truck: string | null): Promise<void>;
}

const briefOf = (truck: DriverRun['truck']): DriverTruck | null =>
  truck && { documentId: truck.documentId, truckName: truck.truckName, registrationPlateNumber: truck.registrationPlateNumber };

/** Start and end of the day: the truck (the planned one unless the driver changes it) and its odometer. */
export const DayPanel = ({ date, truck, online, storage, searchTrucks, onReading }: DayPanelProps) => {
  const { t } = useTranslation();
  const kmId = useId();
  const [km, setKm] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  // Kept per date, so a reload (or the phone's browser dropping the page) keeps the day's truck.
  const [chosen, setChosen] = useState(() => ({ date, truck: readChosenTruck(storage, date) }));
  const kept = chosen.date === date ? chosen.truck : readChosenTruck(storage, date);
  const planned = briefOf(truck);
  const current = kept ?? planned;

  const choose = (next: DriverTruck) => {
    keepChosenTruck(storage, date, next, planned?.documentId ?? null);
    setChosen({ date, truck: next.documentId === planned?.documentId ? null : next });
    setPicking(false);
  };

  const record = async (kind: OdometerKind) => {
    const value = Number(km.replace(/\s+/g, ''));
    if (!/^\d+$/.test(km.replace(/\s+/g, '')) || !Number.isSafeInteger(value)) return setMessage(t('day.kmInvalid'));
    await onReading(kind, value, current?.documentId ?? null);
    setMessage(t(kind === 'start' ? 'day.started' : 'day.ended', { km: value }));
    setKm('');
  };

  return (
    <section className="dr-card" aria-labelledby="dr-day-heading">
      <h2 id="dr-day-heading">{t('day.heading')}</h2>
      <p>
        <span className="dr-label">{t('day.truck')}: </span>
        {current ? `${current.truckName} (${current.registrationPlateNumber})` : t('day.noTruck')}
        {kept && planned && <span className="dr-muted"> {t('day.insteadOf', { truck: planned.truckName })}</span>}
      </p>
      {!online && !picking && <p className="dr-muted">{t('day.offlineTrucks')}</p>}
      {picking ? (
        <TruckPicker
          offline={offlineChoices(planned, kept)}
          online={online}
          current={current?.documentId ?? null}
          search={searchTrucks}
          onChoose={choose}
          onClose={() => setPicking(false)}
        />
      ) : (
        <button type="button" className="dr-button dr-plain" onClick={() => setPicking(true)}>
          {t('day.changeTruck')}
        </button>
      )}
      <label className="dr-label" htmlFor={kmId}>
        {t('day.odometer')}
      </label>
      <input id={kmId} className="dr-input" inputMode="numeric" value={km} onChange={(event) => setKm(event.target.value)} />
      <div className="dr-row">
        <button type="button" className="dr-button dr-plain" disabled={!current} onClick={() => void record('start')}>
          {t('day.start')}
        </button>
        <button type="button" className="dr-button dr-plain" disabled={!current} onClick={() => void record('end')}>
          {t('day.end')}
        </button>
      </div>
      {message && <p role="status">{message}</p>}
    </section>
  );
};
