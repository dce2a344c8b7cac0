/**
 * SQLSTATEs of a database that is away or restarting (57P01–57P03: shut down or starting up;
 * class 08: the connection failed) and the socket errors of one that cannot be reached.
 */
const CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg reports a dropped or timed-out connection by message only. */
const MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /is not queryable/, /^Client was closed/];

const isConnectionFailure = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && CODES.has(code)) return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isConnectionFailure(cause, depth + 1);
};

/**
 * Whether a query failed because the database cannot be reached: not the request's fault nor a
 * bug, so it is answered with the one 503 (`service-unavailable.ts`), and the pool reconnects by
 * itself once the database is back.
 */
export const isDatabaseAway = (error: unknown): boolean => isConnectionFailure(error);

export const DATABASE_AWAY_MESSAGE = 'The database is not available; please try again shortly';
