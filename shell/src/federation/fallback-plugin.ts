import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFallbackLifecycles } from './fallback-lifecycles';

const remoteNameOf = (id: string): string => id.split('/')[0] ?? id;

/**
 * Keeps one broken remote from blanking the page. `errorLoadRemote` runs twice for a failed load:
 * on 'afterResolve' its return value would be taken as the manifest JSON, so nothing is returned
 * and the error travels on; on 'onLoad' the return value becomes the module `loadRemote` resolves
 * to, so single-spa receives mountable fallback lifecycles instead of a rejection.
 */
export const areaFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'haulage-area-fallback',
  errorLoadRemote(args) {
    const { id, lifecycle, error } = args;
    console.warn(`Remote ${id} failed to load (${lifecycle}):`, String(error).slice(0, 300));
    if (lifecycle === 'onLoad') return createFallbackLifecycles({ remoteName: remoteNameOf(id) });
    return undefined;
  },
});

// The federation runtime loads runtime plugins through their default export.
export default areaFallbackPlugin;
