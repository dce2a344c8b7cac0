import type { PlatformContext, PublicPage, RemoteDefinition } from '@haulage/shared/platform';
import { isContractCompatible, PLATFORM_CONTRACT_VERSION } from '@haulage/shared/platform';
import { AreaTimeoutError, DEFAULT_AREA_LOAD_TIMEOUT_MS, guardLifecycles, isRemoteLifecycles, withTimeout } from './area-lifecycles';
import { createFallbackLifecycles, type FallbackLifecycles } from './fallback-lifecycles';
import { PUBLIC_PAGE_UNAVAILABLE, publicPageAt, remoteModuleId } from './public-pages';
import { ownsPath } from './registry';

/** The parts of the MF runtime and single-spa the areas need (injected so tests need neither). */
export interface AreaRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
  /** Loads a public page's module; by default `loadRemote`. The shell's own skips the UI system. */
  loadPublicPage?(id: string): Promise<unknown>;
  registerApplication(config: {
    name: string;
    app: () => Promise<FallbackLifecycles>;
    activeWhen: (location: Location) => boolean;
    customProps: Record<string, unknown>;
  }): void;
  unregisterApplication(name: string): Promise<unknown>;
}

export interface AreaOptions {
  platform: PlatformContext;
  domElementGetter: () => HTMLElement;
  /** Whether the current session may open this path of the area (the route guard says "allow"). */
  isAllowed(remote: RemoteDefinition, path: string): boolean;
  loadTimeoutMs?: number;
  providedContract?: string;
}

export { DEFAULT_AREA_LOAD_TIMEOUT_MS, PUBLIC_PAGE_UNAVAILABLE };

export const contractRefusalMessage = (remote: RemoteDefinition, provided = PLATFORM_CONTRACT_VERSION): string =>
  `The ${remote.title} area needs platform contract ${remote.platformContract} but this shell provides ${provided}`;

/**
 * One single-spa application: an area (its `./lifecycles` on its routes) or one of its public
 * pages (that module alone, on the page's path).
 */
interface AreaApp {
  name: string;
  remote: RemoteDefinition;
  /** The federation id loaded, e.g. "mf_jobs/lifecycles" or "mf_jobs/confirm". */
  moduleId: string;
  publicPage: PublicPage | null;
  activeAt(path: string): boolean;
}

/**
 * Registers each enabled area with single-spa. An area's code is fetched (MF `loadRemote`) only
 * when its route is first visited; an area built for another platform contract is never fetched
 * and shows why instead. A public page (contract 1.3) is an application of its own, so its path
 * loads only that module: not the area's screens, nor the UI system they need.
 */
export const registerAreas = (remotes: readonly RemoteDefinition[], options: AreaOptions, runtime: AreaRuntime) => {
  const provided = options.providedContract ?? PLATFORM_CONTRACT_VERSION;
  const timeoutMs = options.loadTimeoutMs ?? DEFAULT_AREA_LOAD_TIMEOUT_MS;
  const enabled = remotes.filter((remote) => remote.enabled);
  const compatible = enabled.filter((remote) => isContractCompatible(remote.platformContract, provided));
  if (compatible.length > 0) runtime.registerRemotes(compatible.map(({ name, entry }) => ({ name, entry })));

  const apps: AreaApp[] = enabled.flatMap((remote) => [
    {
      name: remote.name,
      remote,
      moduleId: `${remote.name}/lifecycles`,
      publicPage: null,
      activeAt: (path: string) => ownsPath(remote, path) && !publicPageAt(remote, path) && options.isAllowed(remote, path),
    },
    ...(remote.publicPages ?? []).map((page) => ({
      name: remoteModuleId(remote, page.module),
      remote,
      moduleId: remoteModuleId(remote, page.module),
      publicPage: page,
      // Open to everyone by definition: no session decides it.
      activeAt: (path: string) => publicPageAt(remote, path) === page,
    })),
  ]);

  const load = (app: AreaApp) =>
    app.publicPage && runtime.loadPublicPage ? runtime.loadPublicPage(app.moduleId) : runtime.loadRemote(app.moduleId);

  const loaderFor = (app: AreaApp) => async (): Promise<FallbackLifecycles> => {
    const { remote } = app;
    if (!isContractCompatible(remote.platformContract, provided)) {
      console.error(contractRefusalMessage(remote, provided));
      return createFallbackLifecycles({
        remoteName: remote.name,
        retryable: false,
        message: () => (app.publicPage ? PUBLIC_PAGE_UNAVAILABLE : contractRefusalMessage(remote, provided)),
      });
    }
    try {
      const module = await withTimeout(load(app), timeoutMs, () => new AreaTimeoutError(remote.name, timeoutMs));
      if (isRemoteLifecycles(module)) return guardLifecycles(module, remote.name);
      // The fallback plugin already answered with fallback lifecycles, or the module is not an area.
      if (module && typeof (module as FallbackLifecycles).mount === 'function') return module as FallbackLifecycles;
      throw new Error(`${app.moduleId} does not export bootstrap, mount and unmount`);
    } catch (error) {
      console.error(`The ${remote.title} area could not be loaded (${app.moduleId})`, error);
      return createFallbackLifecycles({ remoteName: remote.name });
    }
  };

  const register = (app: AreaApp) =>
    runtime.registerApplication({
      name: app.name,
      app: loaderFor(app),
      activeWhen: (location) => app.activeAt(location.pathname),
      customProps: {
        platform: options.platform,
        domElementGetter: options.domElementGetter,
        area: {
          name: app.name,
          title: app.remote.title,
          ...(app.publicPage ? { unavailableMessage: PUBLIC_PAGE_UNAVAILABLE } : {}),
        },
        retryArea,
      },
    });

  /** "Try again": forget the failed load, then let single-spa load the area (or public page) afresh. */
  async function retryArea(name: string): Promise<void> {
    const app = apps.find((candidate) => candidate.name === name);
    if (!app) return;
    runtime.registerRemotes([{ name: app.remote.name, entry: app.remote.entry }], { force: true });
    await runtime.unregisterApplication(app.name);
    register(app);
  }

  /**
   * What to show when the application named `name` breaks outside mount while `path` is open:
   * null when that application does not own the path.
   */
  const unavailableMessageFor = (name: string, path: string): string | null => {
    const app = apps.find((candidate) => candidate.name === name);
    if (!app || !(app.publicPage ? app.activeAt(path) : ownsPath(app.remote, path))) return null;
    return app.publicPage ? PUBLIC_PAGE_UNAVAILABLE : `The ${app.remote.title} area could not be loaded.`;
  };

  apps.forEach(register);
  return { retryArea, unavailableMessageFor };
};
