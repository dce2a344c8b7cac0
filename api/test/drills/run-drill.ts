import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const RUNNER = join(__dirname, '../../../scripts/bench/drills/run.mjs');

/**
 * Runs a drill of `npm run bench` (scripts/bench/drills) as its own process, as the bench does: it
 * starts its own PostgreSQL, Redis and API processes (the TypeScript through the loader, so the
 * suite needs no build) and prints its figures as one JSON line.
 */
export const runDrill = async <Figures>(name: string): Promise<Figures> => {
  const { stdout } = await promisify(execFile)(process.execPath, [RUNNER, name], {
    env: { ...process.env, BENCH_RUNNER: 'tsx' },
    timeout: 170_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Figures;
};

export interface FaultFigures {
  acknowledged: number;
  lost: number;
  refusedDuringFault: number;
  refusedOtherwise: number;
  statusesDuringFault: (number | string)[];
  recoverSeconds: number | null;
  heardAfterRecovery?: string;
  apiEnded: object | null;
}

export interface BackupFigures {
  acknowledgedBeforeBackup: number;
  missingAfterRestore: number;
  refusedDuringBackup: number;
  restoredApiAnswers: boolean;
}
