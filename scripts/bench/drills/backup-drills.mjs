// Backup drills: a backup taken while the API writes, restored into a fresh database that an API
// then starts on, with every write acknowledged before the backup began present in it. SQLite: the
// online backup API (better-sqlite3's `backup`). PostgreSQL: `pg_dump -Fc`, then `pg_restore`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { startDrillApi } from './api-instance.mjs';
import { storedTruckIds } from './fault-drills.mjs';
import { freePort, sleep, startOwnPostgres } from './services.mjs';
import { DRILL_PREFIX, startWriteLoad } from './write-load.mjs';

const run = promisify(execFile);
const STEADY_MS = 3000;

/** Writes the load, takes the backup in the middle of it, and answers what the restore must hold. */
const backupUnderLoad = async (api, takeBackup) => {
  const load = startWriteLoad(api);
  await sleep(STEADY_MS);
  const started = Date.now();
  const mustHold = load.acknowledged.map((write) => write.documentId);
  await takeBackup();
  const took = Date.now() - started;
  await sleep(1000);
  await load.stop();
  const refusedDuringBackup = load.answers.filter((answer) => !answer.ok && answer.at >= started && answer.at <= started + took).length;
  return { acknowledgedBefore: mustHold, tookSeconds: Math.round(took / 100) / 10, refusedDuringBackup, refused: load.answers.filter((a) => !a.ok).length };
};

const missingFrom = (stored, wanted) => {
  const set = new Set(stored);
  return wanted.filter((id) => !set.has(id)).length;
};

export const backupSqliteDrill = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'haulage-drill-backup-'));
  const live = join(dir, 'haulage.db');
  const copy = join(dir, 'restored.db');
  let api = null;
  let restored = null;
  try {
    api = await startDrillApi({ SQLITE_PATH: live, DATABASE_URL: '' }, await freePort());
    const figures = await backupUnderLoad(api, async () => {
      const source = new Database(live, { readonly: true });
      // All pages in one step: a step-wise copy restarts whenever the API commits in between.
      await source.backup(copy, { progress: () => 0x7fffffff });
      source.close();
    });
    await api.stop();
    restored = await startDrillApi({ SQLITE_PATH: copy, DATABASE_URL: '' }, await freePort());
    const reader = new Database(copy, { readonly: true });
    const stored = reader.prepare('select document_id from trucks where truck_name like ?').pluck().all(`${DRILL_PREFIX}%`);
    reader.close();
    return summary('SQLite online backup', figures, stored, statSync(copy).size, restored);
  } finally {
    await api?.stop();
    await restored?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
};

export const backupPostgresDrill = async () => {
  const server = await startOwnPostgres();
  const dir = mkdtempSync(join(tmpdir(), 'haulage-drill-dump-'));
  const dump = join(dir, 'haulage.dump');
  let api = null;
  let restored = null;
  try {
    const url = await server.createDatabase('haulage_drill');
    api = await startDrillApi({ DATABASE_URL: url }, await freePort());
    const figures = await backupUnderLoad(api, () => run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${url}`]));
    await api.stop();
    const fresh = await server.createDatabase('haulage_restored');
    await run('pg_restore', ['--no-owner', `--dbname=${fresh}`, dump]);
    restored = await startDrillApi({ DATABASE_URL: fresh }, await freePort());
    return summary('pg_dump and pg_restore', figures, await storedTruckIds(fresh), statSync(dump).size, restored);
  } finally {
    await api?.stop();
    await restored?.stop();
    rmSync(dir, { recursive: true, force: true });
    await server.remove();
  }
};

const summary = (drill, figures, stored, bytes, restored) => ({
  drill,
  acknowledgedBeforeBackup: figures.acknowledgedBefore.length,
  missingAfterRestore: missingFrom(stored, figures.acknowledgedBefore),
  rowsRestored: stored.length,
  backupSeconds: figures.tookSeconds,
  backupMb: Math.round(bytes / 1024 / 102.4) / 10,
  refusedDuringBackup: figures.refusedDuringBackup,
  restoredApiAnswers: restored.ended() === null,
});
