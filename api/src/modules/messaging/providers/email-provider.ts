/** One e-mail on its way out. */
export interface OutgoingEmail {
  from: string;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * An e-mail provider. `send` resolves when the server accepted the message and rejects with an
 * Error whose message is safe to store (no credentials); the outbox retries it with backoff.
 */
export interface EmailProvider {
  name: string;
  send(message: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}
