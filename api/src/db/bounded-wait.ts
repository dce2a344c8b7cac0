import { type DatabaseConnection, SqliteDialect, type SqliteDialectConfig, type Driver } from 'kysely';

/**
 * The database had no turn for a request within the bound: under overload it is answered 503
 * with Retry-After (http/service-unavailable.ts) instead of queueing for ever.
 */
export class DatabaseBusyError extends Error {
  constructor(readonly waitedMs: number) {
    super(`No database connection within ${waitedMs} ms`);
  }
}

/** pg-pool's message when `connectionTimeoutMillis` passes with every connection in use. */
const PG_POOL_TIMEOUT = 'timeout exceeded when trying to connect';

export const isDatabaseBusy = (error: unknown): boolean =>
  error instanceof DatabaseBusyError || (error instanceof Error && error.message === PG_POOL_TIMEOUT);

/**
 * Waits for a connection at most `waitMs`. Waiters keep their order (the driver's queue is FIFO);
 * one that gives up hands the connection straight back when its turn comes, so nobody behind it
 * waits for a turn that nobody takes.
 */
export const boundedAcquire = async (
  acquire: () => Promise<DatabaseConnection>,
  release: (connection: DatabaseConnection) => Promise<void>,
  waitMs: number,
): Promise<DatabaseConnection> => {
  let timer: NodeJS.Timeout | undefined;
  let gaveUp = false;
  const acquiring = acquire().then(async (connection) => {
    if (gaveUp) await release(connection);
    return connection;
  });
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      gaveUp = true;
      reject(new DatabaseBusyError(waitMs));
    }, waitMs);
  });
  try {
    return await Promise.race([acquiring, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/** SQLite has one connection behind a queue: this bounds the wait in that queue. */
export class BoundedWaitSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly waitMs: number,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = () => boundedAcquire(acquire, (connection) => driver.releaseConnection(connection), this.waitMs);
    return driver;
  }
}
