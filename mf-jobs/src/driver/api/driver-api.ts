import type { DriverRun, DriverTruck, Position } from '@haulage/shared/contracts';
import type { SendOutcome } from '../model/action-queue';
import type { QueuedAction } from '../model/driver-action';

type Fetch = typeof fetch;

export type RunAnswer = { kind: 'run'; run: DriverRun } | { kind: 'signed-out' } | { kind: 'failed'; reason: string };

export interface DriverApi {
  /** `GET /api/driver/run?date=`: the signed-in driver's day. */
  run(date: string): Promise<RunAnswer>;
  /** Sends one queued action; the answer says whether to drop it, keep it, or set it aside. */
  send(item: QueuedAction): Promise<SendOutcome>;
  /** `PATCH /api/jobs/eta` with where the phone is (the API works out the ETA); whether it was taken. */
  tellPosition(job: string, position: Position): Promise<boolean>;
  /** `POST /api/driver/sign-in`: the SMS link's token for a session token, or null when refused. */
  signIn(token: string): Promise<{ token: string } | { problem: 'refused' | 'offline' }>;
  /** `GET /api/driver/trucks?_q=`: the first page of trucks the driver may choose, or null when it cannot be read now. */
  trucks(search: string): Promise<DriverTruck[] | null>;
  /** `GET /api/jobs/:id/cmr`: the job's consignment note (PDF), or null when it cannot be read now. */
  consignmentNote(job: string): Promise<Blob | null>;
}

// Offline, the API away, busy, or the session to be renewed: the action waits, in its place.
const WORTH_RETRYING = new Set([401, 408, 425, 429]);

const reasonOf = async (response: Response): Promise<string> => {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `HTTP ${response.status}`;
};

/** Text fields and photos as the phone's FormData sends them (a proof, a problem with photos). */
const formOf = (fields: Record<string, unknown>, photos: Blob[]): FormData => {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(field, String(value));
  photos.forEach((photo, index) => form.append('photos', photo, `photo-${index + 1}.jpg`));
  return form;
};

/** The request a queued action becomes: JSON for events, multipart for a proof or a problem with images. */
const requestFor = ({ action }: QueuedAction): { path: string; body: BodyInit; json: boolean } => {
  const job = encodeURIComponent(action.kind === 'odometer' ? '' : action.job);
  switch (action.kind) {
    case 'stop-event':
      return { path: `/api/jobs/${job}/stop-events`, body: JSON.stringify({ data: action.data }), json: true };
    case 'problem': {
      const path = `/api/jobs/${job}/problems`;
      if (!action.photos?.length) return { path, body: JSON.stringify({ data: action.data }), json: true };
      // Multipart fields are flat: the position travels as lat and lng, as a proof's.
      const { position, ...fields } = action.data;
      return { path, body: formOf({ ...fields, lat: position?.lat, lng: position?.lng }, action.photos), json: false };
    }
    case 'odometer':
      return { path: '/api/driver/odometer', body: JSON.stringify({ data: action.data }), json: true };
    case 'proof': {
      const form = formOf(action.fields, action.photos);
      form.append('signature', action.signature, 'signature.png');
      return { path: `/api/jobs/${job}/proofs`, body: form, json: false };
    }
  }
};

/**
 * The road app's calls, with plain `fetch` and the session token from the phone's storage: the app
 * starts alone, without the back office's http client, and must load little on a slow phone.
 */
export const createDriverApi = (
  apiUrl: string,
  readToken: () => string | null,
  fetchFn: Fetch = (input, init) => fetch(input, init),
): DriverApi => {
  const base = apiUrl.replace(/\/+$/, '');
  const headers = (json: boolean): Record<string, string> => {
    const token = readToken();
    return {
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
  };

  return {
    run: async (date) => {
      try {
        const response = await fetchFn(`${base}/api/driver/run?date=${encodeURIComponent(date)}`, { headers: headers(false) });
        if (response.status === 401) return { kind: 'signed-out' };
        if (!response.ok) return { kind: 'failed', reason: await reasonOf(response) };
        const body = (await response.json()) as { data: DriverRun };
        return { kind: 'run', run: body.data };
      } catch (error) {
        return { kind: 'failed', reason: (error as Error).message };
      }
    },
    send: async (item) => {
      const { path, body, json } = requestFor(item);
      let response: Response;
      try {
        response = await fetchFn(`${base}${path}`, { method: 'POST', headers: headers(json), body });
      } catch {
        return { kind: 'retry', reason: 'offline' };
      }
      if (response.ok) return { kind: 'sent' };
      if (response.status >= 500 || WORTH_RETRYING.has(response.status)) return { kind: 'retry', reason: `HTTP ${response.status}` };
      return { kind: 'rejected', reason: await reasonOf(response) };
    },
    tellPosition: async (job, position) => {
      try {
        const body = JSON.stringify({ job, position });
        return (await fetchFn(`${base}/api/jobs/eta`, { method: 'PATCH', headers: headers(true), body })).ok;
      } catch {
        return false;
      }
    },
    signIn: async (token) => {
      try {
        const response = await fetchFn(`${base}/api/driver/sign-in`, {
          method: 'POST',
          headers: headers(true),
          body: JSON.stringify({ token }),
        });
        const body = (await response.json().catch(() => null)) as { data?: { token?: string }; jwt?: string } | null;
        const session = body?.data?.token ?? body?.jwt;
        return response.ok && session ? { token: session } : { problem: 'refused' };
      } catch {
        return { problem: 'offline' };
      }
    },
    trucks: async (search) => {
      try {
        const query = new URLSearchParams({ _q: search.trim(), 'pagination[pageSize]': '20' });
        const response = await fetchFn(`${base}/api/driver/trucks?${query.toString()}`, { headers: headers(false) });
        return response.ok ? ((await response.json()) as { data: DriverTruck[] }).data : null;
      } catch {
        return null;
      }
    },
    consignmentNote: async (job) => {
      try {
        const response = await fetchFn(`${base}/api/jobs/${encodeURIComponent(job)}/cmr`, {
          headers: { ...headers(false), accept: 'application/pdf' },
        });
        return response.ok ? await response.blob() : null;
      } catch {
        return null;
      }
    },
  };
};
