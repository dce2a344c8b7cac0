import { useEffect, useRef, useState } from 'react';
import type { ConfirmationResponse, ConfirmationView } from '@haulage/shared/contracts';
import { formatLongDate } from '@haulage/shared/format';
import { usePageTitle } from '@haulage/shared/platform';
import type { ConfirmationApi } from './api/confirmation-api';
import { AnswerForm } from './components/answer-form';
import { JobFacts } from './components/job-facts';
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

const titleOf = (state: PageState): string => {
  switch (state.kind) {
    case 'loading':
      return 'Confirm job';
    case 'open':
      return `Confirm job ${state.view.jobNumber}`;
    case 'answered':
      return state.response === 'confirmed' ? 'Job confirmed' : 'Job declined';
    default:
      return problemText(state.answer).title;
  }
};

/** The sentence the live region reads out: what is happening, or how it ended. */
const announcementOf = (state: PageState): string => {
  switch (state.kind) {
    case 'loading':
      return 'Loading the job…';
    case 'open':
      return state.sending ? 'Sending your answer…' : '';
    case 'answered': {
      const { view, response } = state;
      const day = view.plannedDate ? ` on ${formatLongDate(view.plannedDate)}` : '';
      return response === 'confirmed'
        ? `Thank you. Job ${view.jobNumber}${day} is confirmed, and ${view.company} has been told.`
        : `Job ${view.jobNumber}${day} is declined, and ${view.company} has been told.`;
    }
    default:
      return problemText(state.answer).text;
  }
};

interface ConfirmJobPageProps {
  api: ConfirmationApi;
  /** The link's token from `?token=`; empty when the address has none. */
  token: string;
}

/**
 * `/jobs/confirmJob?token=…`, opened from a text message on a phone by someone who never signs in:
 * the job, Confirm and Decline, then the outcome. Every refusal of the link is a page of its own.
 */
export const ConfirmJobPage = ({ api, token }: ConfirmJobPageProps) => {
  const [state, setState] = useState<PageState>(token ? { kind: 'loading' } : NO_TOKEN);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const answering = useRef(false);
  const title = titleOf(state);
  usePageTitle(title);

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
    else setState({ kind: 'problem', answer: result });
  };

  const view = state.kind === 'open' || state.kind === 'answered' ? state.view : null;
  return (
    <div className={`sp-page cj-page cj-${state.kind}`} aria-busy={state.kind === 'loading'}>
      {view && <p className="cj-company">{view.company}</p>}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p role="status" className="cj-status">
        {announcementOf(state)}
      </p>
      {state.kind === 'open' && (
        <>
          <p className="cj-lead">{state.view.company} asks you to confirm this job.</p>
          <JobFacts view={state.view} />
          {state.failure && (
            <p role="alert" className="cj-failure">
              Your answer was not sent. {problemText(state.failure).text}
            </p>
          )}
          <AnswerForm sending={state.sending} onAnswer={(response, reason) => void answer(state.view, response, reason)} />
        </>
      )}
      {state.kind === 'answered' && state.reason && <p className="cj-reason-given">Your reason: {state.reason}</p>}
      {state.kind === 'problem' && isPassing(state.answer.problem) && (
        <div className="cj-actions">
          <button type="button" className="cj-button cj-confirm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
};
