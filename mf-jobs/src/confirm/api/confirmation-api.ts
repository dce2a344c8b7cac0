import type { ConfirmationResponse, ConfirmationView } from '@haulage/shared/contracts';
import { problemOf, type ProblemAnswer } from '../model/link-problem';

export type Answer<T> = ({ ok: true } & T) | ({ ok: false } & ProblemAnswer);

export interface ConfirmationApi {
  /** `GET /api/jobs/confirm-sms?token=`: what the link is about. */
  view(token: string, signal?: AbortSignal): Promise<Answer<{ view: ConfirmationView }>>;
  /** `PATCH /api/jobs/confirm-sms`: the person's one answer. */
  answer(token: string, response: ConfirmationResponse, reason: string): Promise<Answer<{ respondedAt: string }>>;
}

type Fetch = typeof fetch;

/**
 * The two public calls with plain `fetch`, not the platform's http client: no session rides along,
 * a refusal can never turn into the sign-in redirect, and the page loads no http library.
 */
export const createConfirmationApi = (apiUrl: string, fetchFn: Fetch = (input, init) => fetch(input, init)): ConfirmationApi => {
  const url = `${apiUrl.replace(/\/+$/, '')}/api/jobs/confirm-sms`;

  const call = async <T>(request: () => Promise<Response>, read: (body: unknown) => T): Promise<Answer<T>> => {
    let response: Response;
    try {
      response = await request();
    } catch (error) {
      if ((error as Error | null)?.name === 'AbortError') throw error;
      return { ok: false, problem: 'offline' };
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { ok: false, ...problemOf(response.status, body) };
    const data = (body as { data?: unknown } | null)?.data;
    return data ? { ok: true, ...read(data) } : { ok: false, problem: 'failed' };
  };

  return {
    view: (token, signal) =>
      call(
        () => fetchFn(`${url}?token=${encodeURIComponent(token)}`, { headers: { accept: 'application/json' }, signal }),
        (data) => ({ view: data as ConfirmationView }),
      ),
    answer: (token, response, reason) =>
      call(
        () =>
          fetchFn(url, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(reason.trim() ? { token, response, reason: reason.trim() } : { token, response }),
          }),
        (data) => ({ respondedAt: String((data as { respondedAt?: unknown }).respondedAt ?? '') }),
      ),
  };
};
