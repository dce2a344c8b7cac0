import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConfirmationResponse, ConfirmationView } from '@haulage/shared/contracts';
import {
  confirmationCatalogue,
  createPlainTranslator,
  type Formats,
  formatsFor,
  type Language,
  type PlainTranslate,
} from '@haulage/shared/i18n';
import { useDocumentLanguage, usePageTitle } from '@haulage/shared/platform';
import type { ConfirmationApi } from './api/confirmation-api';
import { AnswerForm } from './components/answer-form';
import { JobFacts } from './components/job-facts';
import { jobDay } from './model/job-facts';
import { isPassing, problemText, type ProblemAnswer } from './model/link-problem';

type PageState =
  | { kind: 'loading' }
  | { kind: 'open'; view: ConfirmationView; sending: ConfirmationResponse | null; failure: ProblemAnswer | null }
  | { kind: 'answered'; view: ConfirmationView; response: ConfirmationResponse; reason: string }
  | { kind: 'problem'; answer: ProblemAnswer };

const NO_TOKEN: PageState = { kind: 'problem', answer: { problem: 'unknown' } };

const opened = (view: ConfirmationView): PageState =>
  view.state === 'open'
    ? { kind: 'open', view, sending: null, failure: null }
    : { kind: 'answered', view, response: view.state, reason: '' };

/** The reader's language as the API named it; before it has, or when it cannot, the phone's. */
const languageOf = (state: PageState): Language | undefined =>
  state.kind === 'problem' ? state.answer.language : state.kind === 'loading' ? undefined : state.view.language;

const titleOf = (state: PageState, t: PlainTranslate): string => {
  switch (state.kind) {
    case 'loading':
      return t('page.title.loading');
    case 'open':
      return t('page.title.open', { number: state.view.jobNumber });
    case 'answered':
      return t(`page.title.${state.response}`);
    default:
      return problemText(t, state.answer).title;
  }
};

/** The sentence the live region reads out: what is happening, or how it ended. */
const announcementOf = (state: PageState, t: PlainTranslate, f: Formats): string => {
  switch (state.kind) {
    case 'loading':
      return t('page.loading');
    case 'open':
      return state.sending ? t('page.sending') : '';
    case 'answered': {
      const { view, response } = state;
      const date = jobDay(f, view);
      const day = date ? t('page.onDay', { date }) : '';
      return t(`page.outcome.${response}`, { number: view.jobNumber, day, company: view.company });
    }
    default:
      return problemText(t, state.answer).text;
  }
};

interface ConfirmJobPageProps {
  api: ConfirmationApi;
  /** The link's token from `?token=`; empty when the address has none. */
  token: string;
  /** The language before the API names the reader's, and when it cannot (the phone's). */
  initialLanguage: Language;
}

/**
 * `/jobs/confirmJob?token=…`, opened from a text message on a phone by someone who never signs in:
 * the job, Confirm and Decline, then the outcome. Every refusal of the link is a page of its own.
 * It speaks the language of the person the link was texted to (`confirmation` catalogue).
 */
export const ConfirmJobPage = ({ api, token, initialLanguage }: ConfirmJobPageProps) => {
  const [state, setState] = useState<PageState>(token ? { kind: 'loading' } : NO_TOKEN);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const answering = useRef(false);
  const language = languageOf(state) ?? initialLanguage;
  const t = useMemo(() => createPlainTranslator(language, confirmationCatalogue), [language]);
  const f = useMemo(() => formatsFor(language), [language]);
  const title = titleOf(state, t);
  usePageTitle(title);
  useDocumentLanguage(language);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    api.view(token, controller.signal).then(
      (result) => setState(result.ok ? opened(result.view) : { kind: 'problem', answer: result }),
      () => undefined, // aborted: the page went away or asked again
    );
    return () => controller.abort();
  }, [api, token, attempt]);

  // The buttons vanish with the answer: focus goes to the heading that says how it ended.
  useEffect(() => {
    if (!answering.current || state.kind === 'open') return;
    answering.current = false;
    heading.current?.focus();
  }, [state.kind]);

  const answer = async (view: ConfirmationView, response: ConfirmationResponse, reason: string) => {
    answering.current = true;
    setState({ kind: 'open', view, sending: response, failure: null });
    const result = await api.answer(token, response, reason);
    if (result.ok) setState({ kind: 'answered', view, response, reason: reason.trim() });
    else if (isPassing(result.problem)) setState({ kind: 'open', view, sending: null, failure: result });
    // A refusal that does not name the language is still the same reader's.
    else setState({ kind: 'problem', answer: { language: view.language, ...result } });
  };

  const view = state.kind === 'open' || state.kind === 'answered' ? state.view : null;
  return (
    <div className={`sp-page cj-page cj-${state.kind}`} aria-busy={state.kind === 'loading'}>
      {view && <p className="cj-company">{view.company}</p>}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p role="status" className="cj-status">
        {announcementOf(state, t, f)}
      </p>
      {state.kind === 'open' && (
        <>
          <p className="cj-lead">{t('page.lead', { company: state.view.company })}</p>
          <JobFacts view={state.view} t={t} f={f} />
          {state.failure && (
            <p role="alert" className="cj-failure">
              {t('page.notSent', { problem: problemText(t, state.failure).text })}
            </p>
          )}
          <AnswerForm sending={state.sending} onAnswer={(response, reason) => void answer(state.view, response, reason)} t={t} />
        </>
      )}
      {state.kind === 'answered' && state.reason && <p className="cj-reason-given">{t('page.reasonGiven', { reason: state.reason })}</p>}
      {state.kind === 'problem' && isPassing(state.answer.problem) && (
        <div className="cj-actions">
          <button type="button" className="cj-button cj-confirm" onClick={() => setAttempt((n) => n + 1)}>
            {t('page.problem.retry')}
          </button>
        </div>
      )}
    </div>
  );
};
