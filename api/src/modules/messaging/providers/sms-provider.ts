/** One text message on its way out; `to` is E.164 (+46701234567). */
export interface OutgoingSms {
  to: string;
  /** The text the person receives (a confirmation link's token filled in). */
  body: string;
  /** The text as the outbox keeps it, secrets withheld: the only form of it that may be logged. */
  stored: string;
}

/** What the provider answered: its id for the message, kept for support questions. */
export interface SentSms {
  providerMessageId: string | null;
}

/**
 * An SMS provider. `send` resolves when the provider accepted the message and rejects with an
 * Error whose message is safe to store (no credentials); the outbox retries it with backoff.
 */
export interface SmsProvider {
  name: string;
  send(message: OutgoingSms): Promise<SentSms>;
}

/** Providers answer within seconds or not at all; a hung call must not hold the dispatcher. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** POSTs a form with basic auth and answers the parsed JSON, or throws naming the HTTP status. */
export const postForm = async (url: string, auth: { user: string; password: string }, form: Record<string, string>): Promise<unknown> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`The SMS provider answered ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('The SMS provider answered something that is not JSON');
  }
};
