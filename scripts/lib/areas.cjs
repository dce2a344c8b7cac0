// Reads the area manifest (areas.json at the repository root) for every tool that needs the list
// of areas: the registry writer, npm start/dev, jest, build, typecheck, e2e and the deployment
// check. CommonJS so webpack and jest configs can require it and ES modules can import it.
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');

const ROOT = resolve(__dirname, '..', '..');
const MANIFEST = resolve(ROOT, 'areas.json');

const REQUIRED = ['key', 'name', 'dir', 'title', 'port', 'routes', 'nav', 'userTypes', 'platformContract'];

/** Checks an entry loudly: a typo here would otherwise surface as a missing area at runtime. */
const validate = (area, index) => {
  const missing = REQUIRED.filter((field) => area[field] === undefined);
  if (missing.length > 0) throw new Error(`areas.json: area ${index} lacks ${missing.join(', ')}`);
  if (!/^[a-z][a-z0-9]*$/.test(area.key)) throw new Error(`areas.json: key "${area.key}" must be lower-case letters and digits`);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(area.name)) throw new Error(`areas.json: name "${area.name}" must be a JS identifier (federation container)`);
  const publicOutside = (area.publicRoutes ?? []).filter((path) => !area.routes.some((route) => path === route || path.startsWith(`${route}/`)));
  if (publicOutside.length > 0) throw new Error(`areas.json: ${area.key} public routes ${publicOutside.join(', ')} lie outside its routes`);
  return area;
};

/** Every area with the names derived from it, so no tool derives them on its own. */
const loadAreas = () => {
  const { areas } = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const seen = new Set();
  return areas.map(validate).map((area) => {
    for (const unique of [area.key, area.name, area.dir, String(area.port)]) {
      if (seen.has(unique)) throw new Error(`areas.json: ${unique} is used by two areas`);
      seen.add(unique);
    }
    const env = area.key.toUpperCase();
    return {
      ...area,
      publicRoutes: area.publicRoutes ?? [],
      workspace: `@haulage/${area.dir}`,
      absoluteDir: resolve(ROOT, area.dir),
      /** Prefix of the area's variables: FLEET_PORT, FLEET_URL, FLEET_ENABLED, FLEET_PLATFORM_CONTRACT. */
      env,
      /** The e2e suite serves each frontend 1300 above its usual port (3001 → 4301). */
      e2ePort: area.port + 1300,
    };
  });
};

module.exports = { ROOT, MANIFEST, loadAreas };
