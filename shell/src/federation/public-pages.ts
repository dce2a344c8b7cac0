import type { PublicPage, RemoteDefinition } from '@haulage/shared/platform';

/** What a person who never signs in reads when a public page cannot load: no talk of areas. */
export const PUBLIC_PAGE_UNAVAILABLE = 'This page could not be loaded.';

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix.replace(/\/+$/, '')}/`);

/** The public page of the remote that answers the path, if any (contract 1.3, ADR 0018). */
export const publicPageAt = (remote: Pick<RemoteDefinition, 'publicPages'>, path: string): PublicPage | undefined =>
  remote.publicPages?.find((page) => isUnder(path, page.path));

/** The federation id of a remote's module: "./confirm" of mf_jobs → "mf_jobs/confirm". */
export const remoteModuleId = (remote: Pick<RemoteDefinition, 'name'>, module: string): string =>
  `${remote.name}/${module.replace(/^\.\//, '')}`;

export interface PublicPageMatch {
  remote: RemoteDefinition;
  page: PublicPage;
}

/** The enabled remote's public page that answers the path, if any. */
export const findPublicPage = (remotes: readonly RemoteDefinition[], path: string): PublicPageMatch | undefined => {
  for (const remote of remotes) {
    const page = remote.enabled ? publicPageAt(remote, path) : undefined;
    if (page) return { remote, page };
  }
  return undefined;
};
