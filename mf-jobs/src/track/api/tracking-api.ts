import type { TrackingView } from '@haulage/shared/contracts';
import { trackingProblemOf, type TrackingProblemAnswer } from '../model/tracking-problem';

export type TrackingAnswer = { ok: true; view: TrackingView } | ({ ok: false } & TrackingProblemAnswer);

export interface TrackingApi {
  /** `GET /api/jobs/track?token=`: the customer's view of their job. */
  view(token: string, signal?: AbortSignal): Promise<TrackingAnswer>;
  /** The API's address of a path the answer names (the proof's pictures, the consignment note). */
  fileUrl(path: string): string;
}

/**
 * The one public call with plain `fetch`, as the confirmation page does: no session rides along, a
 * refusal can never turn into the sign-in redirect, and the page loads no http library.
 */
export const createTrackingApi = (apiUrl: string, fetchFn: typeof fetch = (input, init) => fetch(input, init)): TrackingApi => {
  const base = apiUrl.replace(/\/+$/, '');
  return {
    view: async (token, signal) => {
      let response: Response;
      try {
        response = await fetchFn(`${base}/api/jobs/track?token=${encodeURIComponent(token)}`, {
          headers: { accept: 'application/json' },
          signal,
        });
      } catch (error) {
        if ((error as Error | null)?.name === 'AbortError') throw error;
        return { ok: false, problem: 'offline' };
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) return { ok: false, ...trackingProblemOf(response.status, body) };
      const data = (body as { data?: TrackingView } | null)?.data;
      return data ? { ok: true, view: data } : { ok: false, problem: 'failed' };
    },
    fileUrl: (path) => (/^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`),
  };
};
