import type { PlatformContext, RemoteDefinition } from '@haulage/shared/platform';
import { isContractCompatible, PLATFORM_CONTRACT_VERSION } from '@haulage/shared/platform';
import { AreaTimeoutError, guardLifecycles, isRemoteLifecycles, withTimeout } from './area-lifecycles';
import { createFallbackLifecycles, type FallbackLifecycles } from './fallback-lifecycles';
import { ownsPath } from './registry';

/** The parts of the MF runtime and single-spa the areas need (injected so tests need neither). */
export interface AreaRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
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

export const DEFAULT_AREA_LOAD_TIMEOUT_MS = 15_000;

export const contractRefusalMessage = (remote: RemoteDefinition, provided = PLATFORM_CONTRACT_VERSION): string =>
  `The ${remote.title} area needs platform contract ${remote.platformContract} but this shell provides ${provided}`;

/**
 * Registers each enabled area with single-spa. An area's code is fetched (MF `loadRemote`) only
 * when its route is first visited; an area built for another platform contract is never fetched
 * and shows why instead.
 */
export const registerAreas = (remotes: readonly RemoteDefinition[], options: AreaOptions, runtime: AreaRuntime) => {
  const provided = options.providedContract ?? PLATFORM_CONTRACT_VERSION;
  const timeoutMs = options.loadTimeoutMs ?? DEFAULT_AREA_LOAD_TIMEOUT_MS;
  const enabled = remotes.filter((remote) => remote.enabled);
  const compatible = enabled.filter((remote) => isContractCompatible(remote.platformContract, provided));
  if (compatible.length > 0) runtime.registerRemotes(compatible.map(({ name, entry }) => ({ name, entry })));

  const loaderFor = (remote: RemoteDefinition) => async (): Promise<FallbackLifecycles> => {
    if (!isContractCompatible(remote.platformContract, provided)) {
      console.error(contractRefusalMessage(remote, provided));
      return createFallbackLifecycles({
        remoteName: remote.name,
        retryable: false,
        message: () => contractRefusalMessage(remote, provided),
      });
    }
    try {
      const module = await withTimeout(
        runtime.loadRemote(`${remote.name}/lifecycles`),
        timeoutMs,
        () => new AreaTimeoutError(remote.name, timeoutMs),
      );
      if (isRemoteLifecycles(module)) return guardLifecycles(module, remote.name);
      // The fallback plugin already answered with fallback lifecycles, or the module is not an area.
      if (module && typeof (module as FallbackLifecycles).mount === 'function') return module as FallbackLifecycles;
      throw new Error(`${remote.name}/lifecycles does not export bootstrap, mount and unmount`);
    } catch (error) {
      console.error(`The ${remote.title} area could not be loaded`, error);
      return createFallbackLifecycles({ remoteName: remote.name });
    }
  };

  const register = (remote: RemoteDefinition) =>
    runtime.registerApplication({
      name: remote.name,
      app: loaderFor(remote),
      activeWhen: (location) => ownsPath(remote, location.pathname) && options.isAllowed(remote, location.pathname),
      customProps: {
        platform: options.platform,
        domElementGetter: options.domElementGetter,
        area: { name: remote.name, title: remote.title },
        retryArea,
      },
    });

  /** "Try again": forget the failed load, then let single-spa load the area afresh. */
  async function retryArea(name: string): Promise<void> {
    const remote = enabled.find((candidate) => candidate.name === name);
    if (!remote) return;
    runtime.registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    await runtime.unregisterApplication(remote.name);
    register(remote);
  }

  enabled.forEach(register);
  return { retryArea };
};
