import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths, type Page } from './paths';

interface AreaEntry {
  routes: string[];
  publicRoutes: { path: string }[];
  nav: { path: string }[];
}

const manifest = JSON.parse(readFileSync(join(__dirname, '../../../../areas.json'), 'utf8')) as { areas: AreaEntry[] };

const isPage = (value: unknown): value is Page<unknown[]> => typeof value === 'object' && value !== null && 'path' in value;
const allPages = (node: object): Page<unknown[]>[] =>
  Object.values(node).flatMap((value: unknown) => (isPage(value) ? [value] : typeof value === 'object' && value ? allPages(value) : []));
const known = new Set(allPages(paths).map((page) => page.path));

const SHELL_PATHS = [paths.home, paths.login, paths.privacyPolicy, paths.dashboard, paths.users, paths.gallery].map((p) => p.path);
const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

// areas.json is read by the shell, the build and the deployment; the pages are read by the code.
// They must name the same addresses, or a link opens a page no area answers.
describe('areas.json and the paths module', () => {
  const areas = manifest.areas;

  it("names as an area's route, public page or navigation entry only pages the module has", () => {
    const named = areas.flatMap((area) => [
      ...area.routes,
      ...area.publicRoutes.map((route) => route.path),
      ...area.nav.map((item) => item.path),
    ]);
    expect(named.filter((path) => !known.has(path))).toEqual([]);
  });

  it("puts every page that is not the shell's under the routes of an area", () => {
    const orphans = [...known].filter(
      (path) => !SHELL_PATHS.includes(path) && !areas.some((area) => area.routes.some((route) => isUnder(path, route))),
    );
    expect(orphans).toEqual([]);
  });

  it('lists every public page of the module as a public route of its area', () => {
    const publicRoutes = areas.flatMap((area) => area.publicRoutes.map((route) => route.path));
    expect(publicRoutes).toEqual([paths.jobs.confirm.path, paths.jobs.track.path, paths.driver.app.path]);
  });
});
