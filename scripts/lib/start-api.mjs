// Starts the compiled API (api/dist/server.js, see build-api.mjs) as a child process and relays
// its output. Plain Node: the TypeScript loader stays a development tool (docs/adr/0014).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './apps.mjs';
import { API_ENTRY, API_NODE_FLAGS } from './build-api.mjs';

export const startApi = ({ env = {}, onLine = (line) => process.stdout.write(`[api] ${line}\n`) } = {}) => {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, API_ENTRY], {
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
