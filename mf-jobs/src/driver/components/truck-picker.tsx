import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTruck } from '@haulage/shared/contracts';

interface TruckPickerProps {
  /** The trucks usable without the API (the planned and the already chosen one). */
  offline: DriverTruck[];
  online: boolean;
  current: string | null;
  search(text: string): Promise<DriverTruck[] | null>;
  onChoose(truck: DriverTruck): void;
  onClose(): void;
}

type Found = { status: 'idle' | 'searching' } | { status: 'found'; trucks: DriverTruck[] } | { status: 'failed' };

/** "Change truck": a search of the trucks a driver may drive; offline, only those the phone knows. */
export const TruckPicker = ({ offline, online, current, search, onChoose, onClose }: TruckPickerProps) => {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });

  const run = useCallback(
    async (query: string) => {
      setFound({ status: 'searching' });
      const trucks = await search(query);
      setFound(trucks ? { status: 'found', trucks } : { status: 'failed' });
    },
    [search],
  );
  // Opening shows the first trucks at once: most fleets fit on a phone's screen or two.
  useEffect(() => {
    if (online) void run('');
  }, [online, run]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(text);
  };
  // Without the list of trucks (offline, or the API did not answer), only the known ones are offered.
  const known = !online || found.status === 'failed';
  const trucks = known ? offline : found.status === 'found' ? found.trucks : [];

  return (
    <div className="dr-picker" role="group" aria-label={t('day.chooseTruck')}>
      {known ? (
        <p role="status">{t(online ? 'day.trucksFailed' : 'day.offlineTrucks')}</p>
      ) : (
        <form role="search" onSubmit={submit}>
          <label className="dr-label" htmlFor={searchId}>
            {t('day.searchTruck')}
          </label>
          <input id={searchId} className="dr-input" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="dr-button dr-plain">
            {t('day.search')}
          </button>
        </form>
      )}
      {found.status === 'searching' && !known && <p role="status">{t('day.searching')}</p>}
      {found.status === 'found' && !known && trucks.length === 0 && <p role="status">{t('day.noTrucksFound')}</p>}
      <ul className="dr-list" aria-label={t('day.trucks')}>
        {trucks.map((truck) => (
          <li key={truck.documentId}>
            <button
              type="button"
              className="dr-button dr-plain"
              aria-pressed={truck.documentId === current}
              onClick={() => onChoose(truck)}
            >
              {truck.truckName} ({truck.registrationPlateNumber})
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="dr-button dr-plain" onClick={onClose}>
        {t('day.keepTruck')}
      </button>
    </div>
  );
};
