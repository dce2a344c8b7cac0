import { createFallbackLifecycles, type FallbackLifecycles } from './fallback-lifecycles';

type LifecycleFn = (props: unknown) => Promise<unknown>;
type Lifecycle = LifecycleFn | LifecycleFn[];

interface RemoteLifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

const isLifecycle = (value: unknown): value is Lifecycle =>
  typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));

export const isRemoteLifecycles = (value: unknown): value is RemoteLifecycles => {
  const module = value as Partial<RemoteLifecycles> | null | undefined;
  return !!module && isLifecycle(module.bootstrap) && isLifecycle(module.mount) && isLifecycle(module.unmount);
};

const run = async (lifecycle: Lifecycle, props: unknown): Promise<void> => {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
};

/**
 * The remote's lifecycles, except that a mount that throws leaves the area's fallback in the
 * outlet instead of a broken, blank area; the app stays "mounted" so leaving and coming back works.
 */
export const guardLifecycles = (remote: RemoteLifecycles, remoteName: string): FallbackLifecycles => {
  const fallback = createFallbackLifecycles({ remoteName });
  let failed = false;
  return {
    bootstrap: (props) => run(remote.bootstrap, props),
    mount: async (props) => {
      try {
        failed = false;
        await run(remote.mount, props);
      } catch (error) {
        console.error(`The ${remoteName} area failed to mount`, error);
        failed = true;
        await run(remote.unmount, props).catch(() => undefined);
        await fallback.mount(props);
      }
    },
    unmount: (props) => (failed ? fallback.unmount(props) : run(remote.unmount, props)),
  };
};

/** How long an area (or a public page) may take to load before its fallback shows. */
export const DEFAULT_AREA_LOAD_TIMEOUT_MS = 15_000;

export class AreaTimeoutError extends Error {
  constructor(remoteName: string, ms: number) {
    super(`The ${remoteName} area did not load within ${ms} ms`);
    this.name = 'AreaTimeoutError';
  }
}

export const withTimeout = <T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
