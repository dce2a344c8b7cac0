import { readFileSync, writeFileSync } from 'node:fs';
import { startStatic, stopProcess, waitUntilDown, waitUntilUp } from './processes';
import { STATE_FILE, URLS, type StaticApp } from './stack-config';

type State = { pids: Record<string, number>; dataDir: string };

const readState = (): State => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State;

const urlOf = (app: StaticApp): string => (app === 'shell' ? `${URLS.shell}` : `${URLS[app]}/mf-manifest.json`);

/** Stops one frontend's server for real, as when its host is down. */
export const stopRemote = async (app: StaticApp): Promise<void> => {
  const state = readState();
  stopProcess(state.pids[app]!);
  await waitUntilDown(urlOf(app));
};

/** Starts it again, and records the new process so teardown stops it. */
export const startRemote = async (app: StaticApp): Promise<void> => {
  const state = readState();
  state.pids[app] = startStatic(app);
  writeFileSync(STATE_FILE, JSON.stringify(state));
  await waitUntilUp(urlOf(app));
};
