/** Fortnox answers within seconds or not at all; a hung call must not hold an export. */
const TIMEOUT_MS = 15_000;
/** 429s retried before giving up; each waits Retry-After or a doubling pause. */
const MAX_RETRIES = 3;

export class FortnoxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface FortnoxSettings {
  accessToken: string;
  baseUrl: string;
  /** The least time between two requests: Fortnox allows 25 requests per 5 seconds per token. */
  minIntervalMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface FortnoxClient {
  getCustomer(customerNumber: string): Promise<Record<string, unknown> | null>;
  createCustomer(customer: Record<string, unknown>): Promise<{ CustomerNumber: string }>;
  createInvoice(invoice: Record<string, unknown>): Promise<{ DocumentNumber: string }>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The message of a Fortnox error body: {"ErrorInformation": {"message": …, "code": …}}. */
const messageOf = (text: string): string => {
  try {
    const info = (JSON.parse(text) as { ErrorInformation?: { message?: string; Message?: string; code?: number; Code?: number } })
      .ErrorInformation;
    if (info) return `${info.message ?? info.Message ?? 'error'} (code ${info.code ?? info.Code ?? '?'})`;
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 200);
};

/**
 * Fortnox REST API v3 with an OAuth2 access token (`Authorization: Bearer …`), one request at a
 * time spaced by `minIntervalMs`, and 429 (rate limited) retried a bounded number of times.
 */
export const createFortnoxClient = (settings: FortnoxSettings): FortnoxClient => {
  const sleep = settings.sleep ?? wait;
  let nextAt = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const once = async (method: string, path: string, body?: unknown): Promise<Response> => {
    const pause = nextAt - Date.now();
    if (pause > 0) await sleep(pause);
    nextAt = Date.now() + settings.minIntervalMs;
    return fetch(`${settings.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  };

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> | null }> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await once(method, path, body);
      const text = await response.text();
      if (response.status === 429 && attempt < MAX_RETRIES) {
        const after = Number(response.headers.get('retry-after'));
        await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 30) * 1000 : 1000 * 2 ** attempt);
        continue;
      }
      if (response.status === 404 && method === 'GET') return { status: 404, json: null };
      if (!response.ok) throw new FortnoxError(response.status, `Fortnox answered ${response.status}: ${messageOf(text)}`);
      try {
        return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
      } catch {
        throw new FortnoxError(response.status, 'Fortnox answered something that is not JSON');
      }
    }
  };

  // One request at a time, so the spacing holds when callers overlap.
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    getCustomer: (number) =>
      serial(async () => {
        const answer = await call('GET', `/3/customers/${encodeURIComponent(number)}`);
        return (answer.json?.Customer as Record<string, unknown> | undefined) ?? null;
      }),
    createCustomer: (customer) =>
      serial(async () => {
        const answer = await call('POST', '/3/customers', { Customer: customer });
        return { CustomerNumber: String((answer.json?.Customer as { CustomerNumber?: unknown } | undefined)?.CustomerNumber ?? '') };
      }),
    createInvoice: (invoice) =>
      serial(async () => {
        const answer = await call('POST', '/3/invoices', { Invoice: invoice });
        return { DocumentNumber: String((answer.json?.Invoice as { DocumentNumber?: unknown } | undefined)?.DocumentNumber ?? '') };
      }),
  };
};
