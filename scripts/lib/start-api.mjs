// Starts the API as a child process (TypeScript run by tsx) and relays its output.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './apps.mjs';

export const startApi = ({ env = {}, onLine = (line) => process.stdout.write(`[api] ${line}\n`) } = {}) => {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'api/src/server.ts')], {
    cwd: resolve(ROOT, 'api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (stream) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  };
  relay(child.stdout);
  relay(child.stderr);
  return child;
};
