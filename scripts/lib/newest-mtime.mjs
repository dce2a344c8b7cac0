// The newest modification time of the files under a folder (skipping node_modules and dist): what
// decides whether a build is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const newestMtime = (dir) => {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};
