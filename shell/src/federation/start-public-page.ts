import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isContractCompatible, PLATFORM_CONTRACT_VERSION, type PublicPageProps } from '@haulage/shared/platform';
import type { RuntimeConfig } from '../platform/create-services';
import { AreaTimeoutError, DEFAULT_AREA_LOAD_TIMEOUT_MS, guardLifecycles, isRemoteLifecycles, withTimeout } from './area-lifecycles';
import { renderAreaFallback } from './fallback-lifecycles';
import { PUBLIC_PAGE_UNAVAILABLE, remoteModuleId, type PublicPageMatch } from './public-pages';

/** The parts of the MF runtime a public page needs (injected so tests need none). */
export interface PublicPageRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>): void;
  /** Starts fetching the remote's entry and the module's own scripts together, once its manifest names them. */
  preloadModule(remote: string, module: string): void;
  loadRemote(id: string): Promise<unknown>;
  reload(): void;
}

const browserRuntime: PublicPageRuntime = {
  registerRemotes: (remotes) => registerRemotes(remotes),
  preloadModule: (remote, module) => {
    // Only a head start: loadRemote fetches whatever did not arrive and reports what failed.
    preloadRemote([{ nameOrAlias: remote, exposes: [module], resourceCategory: 'sync' }]).catch(() => undefined);
  },
  loadRemote: (id) => loadRemote(id),
  reload: () => window.location.reload(),
};

interface StartOptions {
  runtime?: PublicPageRuntime;
  outlet?: HTMLElement;
  providedContract?: string;
  loadTimeoutMs?: number;
}

/**
 * A public page opened directly (an SMS link on a phone) starts alone: the remote's page module is
 * loaded and mounted in the outlet with the API's address, and nothing of the back office loads —
 * no store, session, http client, single-spa, chrome or UI system (ADR 0018). A page that cannot
 * load says so in plain words, never a stack trace or the sign-in.
 */
export const startPublicPage = async ({ remote, page }: PublicPageMatch, config: RuntimeConfig, options: StartOptions = {}) => {
  const runtime = options.runtime ?? browserRuntime;
  const outlet = options.outlet ?? (document.getElementById('app-outlet') as HTMLElement);
  const id = remoteModuleId(remote, page.module);
  const unavailable = (error: unknown, retryable = true) => {
    console.error(`The public page ${id} could not be shown`, error);
    renderAreaFallback(outlet, PUBLIC_PAGE_UNAVAILABLE, retryable ? () => runtime.reload() : null);
  };

  const provided = options.providedContract ?? PLATFORM_CONTRACT_VERSION;
  if (!isContractCompatible(remote.platformContract, provided)) {
    unavailable(`built for platform contract ${remote.platformContract}, this shell provides ${provided}`, false);
    return;
  }
  const props: PublicPageProps & Record<string, unknown> = {
    platform: { contractVersion: provided, apiUrl: config.apiUrl, navigate: (path) => window.location.assign(path) },
    domElementGetter: () => outlet,
    // Read by the fallback lifecycles if the federation runtime answers with them.
    area: { name: id, title: remote.title, unavailableMessage: PUBLIC_PAGE_UNAVAILABLE },
    retryArea: () => runtime.reload(),
  };
  try {
    runtime.registerRemotes([{ name: remote.name, entry: remote.entry }]);
    // Without it the page's scripts are asked for only once the remote's entry has run: one round
    // trip more on a phone's slow line (the manifest, then the entry and the page's chunks together).
    runtime.preloadModule(remote.name, page.module);
    const timeoutMs = options.loadTimeoutMs ?? DEFAULT_AREA_LOAD_TIMEOUT_MS;
    const module = await withTimeout(runtime.loadRemote(id), timeoutMs, () => new AreaTimeoutError(remote.name, timeoutMs));
    if (!isRemoteLifecycles(module)) throw new Error(`${id} does not export bootstrap, mount and unmount`);
    const lifecycles = guardLifecycles(module, remote.name);
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
  } catch (error) {
    unavailable(error);
  }
};
