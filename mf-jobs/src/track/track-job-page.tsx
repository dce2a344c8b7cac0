import { useEffect, useMemo, useState } from 'react';
import type { TrackingView } from '@haulage/shared/contracts';
import { createPlainTranslator, formatsFor, LANGUAGE_LABELS, LANGUAGES, trackingCatalogue, type Language } from '@haulage/shared/i18n';
import { useDocumentLanguage, usePageTitle } from '@haulage/shared/platform';
import type { TrackingApi } from './api/tracking-api';
import { NextStop } from './components/next-stop';
import { Proof } from './components/proof';
import { Timeline } from './components/timeline';
import { isPassing, type TrackingProblemAnswer } from './model/tracking-problem';

type PageState = { kind: 'loading' } | { kind: 'view'; view: TrackingView } | { kind: 'problem'; answer: TrackingProblemAnswer };

interface TrackJobPageProps {
  api: TrackingApi;
  /** The link's token from `?token=`; empty when the address has none. */
  token: string;
  /** The language before the API names the customer's (the phone's). */
  initialLanguage: Language;
  /** How often an open page asks again while the job is under way; 0 never. */
  refreshMs?: number;
}

/**
 * `/jobs/trackJob?token=…`, opened by a customer on a phone without signing in: the job's steps,
 * the next stop's ETA and, after delivery, the proof, in the customer's language (switchable).
 */
export const TrackJobPage = ({ api, token, initialLanguage, refreshMs = 60_000 }: TrackJobPageProps) => {
  const [state, setState] = useState<PageState>(token ? { kind: 'loading' } : { kind: 'problem', answer: { problem: 'unknown' } });
  const [chosen, setChosen] = useState<Language | null>(null);
  const [attempt, setAttempt] = useState(0);
  const answered = state.kind === 'view' ? state.view.language : state.kind === 'problem' ? state.answer.language : undefined;
  const language = chosen ?? answered ?? initialLanguage;
  const t = useMemo(() => createPlainTranslator(language, trackingCatalogue), [language]);
  const f = useMemo(() => formatsFor(language), [language]);
  const title = state.kind === 'problem' ? t(`problem.${state.answer.problem}.title`) : t('title');
  usePageTitle(title);
  useDocumentLanguage(language);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    const load = () =>
      api.view(token, controller.signal).then(
        (result) => setState(result.ok ? { kind: 'view', view: result.view } : { kind: 'problem', answer: result }),
        () => undefined, // aborted: the page went away or asked again
      );
    void load();
    const timer = refreshMs > 0 ? setInterval(() => void load(), refreshMs) : undefined;
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
    };
  }, [api, token, attempt, refreshMs]);

  const other = LANGUAGES.find((l) => l !== language)!;
  const view = state.kind === 'view' ? state.view : null;
  return (
    <div className={`sp-page tj-page tj-${state.kind}`} aria-busy={state.kind === 'loading'} lang={language}>
      <div className="tj-top">
        <p className="tj-seller">{view?.seller}</p>
        <button type="button" className="tj-language" lang={other} onClick={() => setChosen(other)}>
          {LANGUAGE_LABELS[other]}
        </button>
      </div>
      <h1>{title}</h1>
      {view && <p className="tj-sub">{t('job', { number: view.jobNumber })}</p>}
      <p role="status" className="tj-status">
        {state.kind === 'loading' ? t('loading') : state.kind === 'problem' ? t(`problem.${state.answer.problem}.text`) : ''}
      </p>
      {view && (
        <>
          {view.nextStop && <NextStop stop={view.nextStop} t={t} f={f} />}
          <Timeline entries={view.timeline} t={t} f={f} />
          {view.driverName && <p>{t('driver', { name: view.driverName })}</p>}
          {view.proof && <Proof proof={view.proof} fileUrl={api.fileUrl} t={t} f={f} />}
          {/* The signed consignment note: the answer names it once the goods are delivered. */}
          {view.cmrUrl && (
            <p>
              <a className="tj-link" href={api.fileUrl(view.cmrUrl)}>
                {t('cmr')}
              </a>
            </p>
          )}
          {view.expiresAt && <p className="tj-expires">{t('expires', { when: f.date(view.expiresAt) })}</p>}
        </>
      )}
      {state.kind === 'problem' && isPassing(state.answer.problem) && (
        <button type="button" className="tj-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('problem.retry')}
        </button>
      )}
    </div>
  );
};
