import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from './helper';
import { buildSqliteImage, SQLITE_IMAGE_ENV } from './sqlite-image';

/** Builds the run's migrated SQLite image once; workers start after this and inherit the variable. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const path = join(tmpdir(), `haulage-test-image-run-${process.pid}.db`);
  writeFileSync(path, await buildSqliteImage(testConfig()));
  process.env[SQLITE_IMAGE_ENV] = path;
}
