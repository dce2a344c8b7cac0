import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { createDb } from '../src/db/create-db';

/**
 * Migrating and starting every module costs most of what building a test app costs (about a
 * second on a loaded two-core machine, a few hundred apps per run). The API suite does it once:
 * the database of one started app is serialized, and every SQLite test app opens its own copy in
 * memory, where the start finds every migration run and the test admin present.
 */
export const SQLITE_IMAGE_ENV = 'HAULAGE_TEST_SQLITE_IMAGE';

export const buildSqliteImage = async (config: Config): Promise<Buffer> => {
  const file = join(tmpdir(), `haulage-test-image-${process.pid}-${randomBytes(4).toString('hex')}.db`);
  try {
    const handle = createDb({ databaseUrl: null, sqlitePath: file });
    const app = await buildApp({ config: { ...config, databaseUrl: null }, dbHandle: handle, logger: false });
    await app.ready();
    await app.close();
    await handle.close();
    // An in-memory copy cannot use a write-ahead log: the image is written in rollback-journal mode.
    const sqlite = new Database(file);
    sqlite.pragma('journal_mode = DELETE');
    const image = sqlite.serialize();
    sqlite.close();
    return image;
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
  }
};

/** The image the run's global setup wrote, if any. */
export const readRunSqliteImage = (): Buffer | undefined => {
  const path = process.env[SQLITE_IMAGE_ENV];
  if (!path) return undefined;
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
};
