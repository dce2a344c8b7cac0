import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from './helper';
import { buildPgImage } from './pg-test-database';
import { buildSqliteImage, SQLITE_IMAGE_ENV } from './sqlite-image';

/** Builds the run's migrated image once (PostgreSQL or SQLite); workers start after this and inherit the variable. */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await buildPgImage(testConfig(), serverUrl, String(process.pid));
    return;
  }
  const path = join(tmpdir(), `haulage-test-image-run-${process.pid}.db`);
  writeFileSync(path, await buildSqliteImage(testConfig()));
  process.env[SQLITE_IMAGE_ENV] = path;
}
