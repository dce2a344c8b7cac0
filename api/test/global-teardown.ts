import { rmSync } from 'node:fs';
import { dropRunDatabases } from './pg-test-database';
import { SQLITE_IMAGE_ENV } from './sqlite-image';

export default async function globalTeardown(): Promise<void> {
  const path = process.env[SQLITE_IMAGE_ENV];
  if (path) rmSync(path, { force: true });
  delete process.env[SQLITE_IMAGE_ENV];
  if (process.env.DATABASE_URL) await dropRunDatabases(process.env.DATABASE_URL);
}
