import type { PublicPage, RemoteDefinition, RemoteRegistry } from '@haulage/shared/platform';

const isRemoteDefinition = (value: unknown): value is RemoteDefinition => {
  const r = value as Partial<RemoteDefinition> | null;
  return (
    !!r &&
    typeof r.name === 'string' &&
    typeof r.entry === 'string' &&
    Array.isArray(r.routes) &&
    Array.isArray(r.userTypes) &&
    typeof r.platformContract === 'string'
  );
};

const isPublicPage = (value: unknown): value is PublicPage => {
  const page = value as Partial<PublicPage> | null;
  return !!page && typeof page.path === 'string' && typeof page.module === 'string' && /^\.\/[\w-]+$/.test(page.module);
};

/**
 * A remote's public routes as paths, and the public pages among them. `publicRoutes` is a list
 * of paths; `publicPages` (or a `{ path, module }` written straight into `publicRoutes`) names a
 * module of its own. Anything else is dropped with a warning.
 */
const publicPartsOf = (remote: RemoteDefinition): Pick<RemoteDefinition, 'publicRoutes' | 'publicPages'> => {
  const routes: string[] = [];
  const pages: PublicPage[] = [];
  const raw: unknown[] = [
    ...(Array.isArray(remote.publicRoutes) ? remote.publicRoutes : []),
    ...(Array.isArray(remote.publicPages) ? remote.publicPages : []),
  ];
  for (const entry of raw) {
    if (typeof entry === 'string') routes.push(entry);
    else if (isPublicPage(entry)) {
      routes.push(entry.path);
      if (!pages.some((page) => page.path === entry.path)) pages.push({ path: entry.path, module: entry.module });
    } else console.warn(`Ignoring a malformed public route of ${remote.name}`, entry);
  }
  return { publicRoutes: [...new Set(routes)], ...(pages.length > 0 ? { publicPages: pages } : {}) };
};

/** Reads /remotes.json leniently: a malformed entry is dropped (and reported), not fatal. */
export const parseRegistry = (json: unknown): RemoteRegistry => {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) return { remotes: [] };
  const remotes = list.filter((entry) => {
    const ok = isRemoteDefinition(entry);
    if (!ok) console.warn('Ignoring a malformed remote registry entry', entry);
    return ok;
  });
  return {
    remotes: remotes.map((remote) => ({
      ...remote,
      title: remote.title ?? remote.name,
      nav: Array.isArray(remote.nav) ? remote.nav : [],
      enabled: remote.enabled !== false,
      ...publicPartsOf(remote),
    })),
  };
};
