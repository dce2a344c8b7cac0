import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverServices } from '../driver-services';
import { DRIVER_LANGUAGES, keepLanguage, switchDriverLanguage, type DriverLanguage } from '../i18n/driver-i18n';
import { useEtaFeed } from '../hooks/use-eta-feed';
import { useOnline } from '../hooks/use-online';
import { useQueue } from '../hooks/use-queue';
import { useRun } from '../hooks/use-run';
import { useStopActions } from '../hooks/use-stop-actions';
import { jobToTell } from '../model/eta-job';
import { openNote } from '../model/open-note';
import { keepPositionConsent, readPositionConsent, type PositionConsent } from '../model/position';
import { runDateOf, type RunDay } from '../model/run-dates';
import { DayPanel } from './day-panel';
import { PositionQuestion } from './position-question';
import { QueueBanner } from './queue-banner';
import { RunList } from './run-list';

/** The road app: the day's run in order, what waits to be sent, and the day's start and end. */
export const DriverApp = ({ services }: { services: DriverServices }) => {
  const { t, i18n } = useTranslation();
  const [day, setDay] = useState<RunDay>('today');
  const [consent, setConsent] = useState<PositionConsent>(() => readPositionConsent(services.storage));
  const online = useOnline();
  // Once the API has the driver's actions, the run is read again (job status, the office's changes).
  const reloadRun = useRef<() => void>(() => undefined);
  const queue = useQueue(
    services,
    useCallback(() => reloadRun.current(), []),
  );
  const state = useRun(services, runDateOf(day), queue.pending);
  useEffect(() => {
    reloadRun.current = state.reload;
  }, [state.reload]);
  const actions = useStopActions(queue, consent, state.run?.truck?.documentId ?? null);
  useEtaFeed(services.api, day === 'today' ? jobToTell(state.run) : null, consent, online);
  const stopActions = useMemo(
    () => ({ ...actions.stop, openNote: (job: string) => openNote(services.api, job) }),
    [actions.stop, services.api],
  );

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('app.title');
  }, [i18n.language, t]);

  const runShown = state.run !== null;
  const { onRunShown } = services;
  useEffect(() => {
    if (runShown) onRunShown?.();
  }, [runShown, onRunShown]);

  const chooseLanguage = (language: DriverLanguage) => {
    keepLanguage(services.storage, language);
    void switchDriverLanguage(i18n, language);
  };
  const answerConsent = (answer: Exclude<PositionConsent, null>) => {
    keepPositionConsent(services.storage, answer);
    setConsent(answer);
  };

  return (
    <div className="sp-page dr-page">
      <header className="dr-header">
        <h1>{t('app.title')}</h1>
        <label className="dr-language">
          <span className="dr-label">{t('app.language')}</span>
          <select className="dr-input" value={i18n.language} onChange={(event) => chooseLanguage(event.target.value as DriverLanguage)}>
            {DRIVER_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language === 'sv' ? 'Svenska' : 'English'}
              </option>
            ))}
          </select>
        </label>
      </header>
      <QueueBanner queue={queue} online={online} />
      {consent === null && <PositionQuestion onAnswer={answerConsent} />}
      <div className="dr-switch" role="group" aria-label={t('app.day')}>
        {(['today', 'tomorrow'] as const).map((value) => (
          <button key={value} type="button" className="dr-button dr-plain" aria-pressed={day === value} onClick={() => setDay(value)}>
            {t(`app.${value}`)}
          </button>
        ))}
      </div>
      {state.status === 'loading' && !state.run && <p role="status">{t('app.loading')}</p>}
      {state.status === 'failed' && <p role="alert">{t('app.loadFailed')}</p>}
      {state.status === 'signed-out' && <p role="alert">{t('app.signedOut')}</p>}
      {state.run && state.fromPhone && state.run.readAt && (
        <p className="dr-muted">
          {t('app.keptCopy', { when: new Date(state.run.readAt).toLocaleString(i18n.language === 'sv' ? 'sv-SE' : 'en-GB') })}
        </p>
      )}
      {state.run && day === 'today' && (
        <DayPanel
          date={state.run.date}
          truck={state.run.truck}
          online={online}
          storage={services.storage}
          searchTrucks={services.api.trucks}
          onReading={actions.odometer}
        />
      )}
      {state.run && <RunList run={state.run} actions={stopActions} />}
      <button type="button" className="dr-button dr-plain dr-sign-out" onClick={services.signOut}>
        {t('app.signOut')}
      </button>
    </div>
  );
};
