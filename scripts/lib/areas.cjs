// Reads the area manifest (areas.json at the repository root) for every tool that needs the list
// of areas: the registry writer, npm start/dev, jest, build, typecheck, e2e and the deployment
// check. CommonJS so webpack and jest configs can require it and ES modules can import it.
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');

const ROOT = resolve(__dirname, '..', '..');
const MANIFEST = resolve(ROOT, 'areas.json');

const REQUIRED = ['key', 'name', 'dir', 'title', 'port', 'routes', 'nav', 'userTypes', 'platformContract'];

/** A public page's module: "./confirm" is exposed from src/confirm/index.tsx. */
const PUBLIC_MODULE = /^\.\/[a-z][a-z0-9-]*$/;

/**
 * A public route is a path (served by the area's ./lifecycles like its other routes) or
 * `{ path, module }`: a page of its own, exposed as that module and mounted alone (ADR 0018).
 */
const publicPagesOf = (area) =>
  (area.publicRoutes ?? []).map((entry) => {
    const page = typeof entry === 'string' ? { path: entry } : entry;
    if (!page || typeof page.path !== 'string') throw new Error(`areas.json: ${area.key} has a public route without a path`);
    if (page.module !== undefined && !PUBLIC_MODULE.test(page.module)) {
      throw new Error(`areas.json: ${area.key} public module "${page.module}" must look like "./confirm"`);
    }
    if (page.module === './lifecycles') throw new Error(`areas.json: ${area.key} public module may not be ./lifecycles`);
    return page;
  });

/** Checks an entry loudly: a typo here would otherwise surface as a missing area at runtime. */
const validate = (area, index) => {
  const missing = REQUIRED.filter((field) => area[field] === undefined);
  if (missing.length > 0) throw new Error(`areas.json: area ${index} lacks ${missing.join(', ')}`);
  if (!/^[a-z][a-z0-9]*$/.test(area.key)) throw new Error(`areas.json: key "${area.key}" must be lower-case letters and digits`);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(area.name)) throw new Error(`areas.json: name "${area.name}" must be a JS identifier (federation container)`);
  const publicOutside = publicPagesOf(area)
    .map((page) => page.path)
    .filter((path) => !area.routes.some((route) => path === route || path.startsWith(`${route}/`)));
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
    const pages = publicPagesOf(area);
    return {
      ...area,
      /** Every public path, modules or not: the shell opens them without signing in. */
      publicRoutes: pages.map((page) => page.path),
      /** The public routes with a module of their own: `{ path, module }`. */
      publicPages: pages.filter((page) => page.module).map(({ path, module }) => ({ path, module })),
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
