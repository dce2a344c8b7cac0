import { allowedTypes, OFFICE_USER_TYPES, paths, type UserType } from '@haulage/shared/contracts';
import type { RemoteDefinition } from '@haulage/shared/platform';

// Read before the back office starts (the entry chooses between it and a public page), so they
// live apart from the navigation rules below and their permission table.
export { parseRegistry } from './parse-registry';
export { publicPageAt } from './public-pages';

export interface NavItem {
  label: string;
  path: string;
  /** A page the entry starts alone (the road app): the link loads it whole. */
  startsAlone?: boolean;
}

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix.replace(/\/+$/, '')}/`);

export const ownsPath = (remote: Pick<RemoteDefinition, 'routes'>, path: string): boolean =>
  remote.routes.some((route) => isUnder(path, route));

/** The enabled area whose route prefixes cover the path, if any. */
export const findArea = (remotes: readonly RemoteDefinition[], path: string): RemoteDefinition | undefined =>
  remotes.find((remote) => remote.enabled && ownsPath(remote, path));

/** The shell's own navigation: who may see each entry. */
// A driver's navigation holds only the road app; the office never sees it.
export const SHELL_NAV: ReadonlyArray<NavItem & { userTypes?: readonly UserType[] }> = [
  { label: 'Dashboard', path: paths.dashboard.path, userTypes: OFFICE_USER_TYPES },
  { label: 'Driver app', path: paths.driver.app.path, userTypes: ['driver'], startsAlone: true },
];
export const SHELL_ADMIN_NAV: ReadonlyArray<NavItem & { userTypes?: readonly UserType[] }> = [
  { label: 'Gallery', path: paths.gallery.path, userTypes: allowedTypes('upload', 'read') },
  { label: 'Users', path: paths.users.path, userTypes: ['admin'] },
];

/** The header's navigation for a user: the shell's pages and each enabled area's entries they may open. */
export const navForUser = (remotes: readonly RemoteDefinition[], userType: UserType | null): NavItem[] => {
  if (!userType) return [];
  const visible = (types: readonly UserType[] | undefined) => !types || types.includes(userType);
  const areaItems = remotes
    .filter((remote) => remote.enabled && remote.userTypes.includes(userType))
    .flatMap((remote) => remote.nav.filter((item) => visible(item.userTypes ?? remote.userTypes)));
  return [...SHELL_NAV, ...areaItems, ...SHELL_ADMIN_NAV]
    .filter((item) => visible(item.userTypes))
    .map((item) =>
      'startsAlone' in item && item.startsAlone
        ? { label: item.label, path: item.path, startsAlone: true }
        : { label: item.label, path: item.path },
    );
};

/** The user types allowed on a path inside an area: the nav entry's list if stricter, else the area's. */
export const allowedTypesForAreaPath = (remote: RemoteDefinition, path: string): readonly UserType[] => {
  const entry = remote.nav.find((item) => item.userTypes && isUnder(path, item.path));
  return entry?.userTypes ?? remote.userTypes;
};
