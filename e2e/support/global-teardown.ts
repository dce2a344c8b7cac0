import { readFileSync, rmSync } from 'node:fs';
import { stopProcess } from './processes';
import { STATE_FILE } from './stack-config';

export default async function globalTeardown(): Promise<void> {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pids: Record<string, number>; dataDir: string };
  Object.values(state.pids).forEach(stopProcess);
  rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
