import { createRequire } from 'node:module';
import { join } from 'node:path';

/** An area of the manifest (areas.json) as scripts/lib/areas.cjs reads it. */
export interface Area {
  key: string;
  name: string;
  dir: string;
  title: string;
  port: number;
  env: string;
  e2ePort: number;
}

// The suite serves exactly the areas of the manifest, read by the same loader as npm start.
const { loadAreas } = createRequire(__filename)(join(__dirname, '..', '..', 'scripts', 'lib', 'areas.cjs')) as { loadAreas: () => Area[] };

export const AREAS: readonly Area[] = loadAreas();
