import { rmSync } from 'node:fs';
import { SQLITE_IMAGE_ENV } from './sqlite-image';

export default function globalTeardown(): void {
  const path = process.env[SQLITE_IMAGE_ENV];
  if (path) rmSync(path, { force: true });
  delete process.env[SQLITE_IMAGE_ENV];
}
