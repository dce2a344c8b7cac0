import { sql } from 'kysely';
import { allContentTypes } from '../../src/content';
import { DEFAULT_READ_BOUNDS } from '../../src/content/query/bounds';
import type { TestApp } from '../helper';

/** What every fuzzed request is held to, whatever it fuzzes. */

const isEnvelope = (body: unknown, status: number): boolean => {
  const { data, error } = (body ?? {}) as { data?: unknown; error?: { status?: unknown; name?: unknown; message?: unknown } };
  return data === null && !!error && error.status === status && typeof error.name === 'string' && typeof error.message === 'string';
};

/** No 5xx, no answer past the size bound, and every 4xx in Strapi's error envelope. */
export const checkAnswer = (status: number, payload: string, what: string): void => {
  if (status >= 500) throw new Error(`${what} answered ${status}: ${payload.slice(0, 300)}`);
  if (payload.length > DEFAULT_READ_BOUNDS.answerBytes) throw new Error(`${what} answered ${payload.length} bytes`);
  if (status >= 400 && !isEnvelope(JSON.parse(payload), status))
    throw new Error(`${what} answered ${status} outside the envelope: ${payload.slice(0, 300)}`);
};

/** Row count and last change of every content table: a refused write must leave both as they were. */
export const contentFingerprint = async (t: TestApp): Promise<string> => {
  const parts: string[] = [];
  for (const type of allContentTypes()) {
    const { rows } = await sql<{ n: unknown; m: unknown }>`select count(*) as n, max(updated_at) as m from ${sql.table(type.table)}`
      .execute(t.app.db)
      .catch(() => ({ rows: [] }));
    parts.push(`${type.table}:${String(rows[0]?.n)}:${String(rows[0]?.m)}`);
  }
  return parts.join('|');
};
