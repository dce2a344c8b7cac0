import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { PLATFORM_CONTRACT_VERSION, type PlatformContext, type RemoteDefinition } from '@haulage/shared/platform';
import { registerAreas, type AreaRuntime } from './register-areas';
import type { FallbackLifecycles } from './fallback-lifecycles';

const fleet: RemoteDefinition = {
  name: 'mf_fleet',
  title: 'Fleet',
  entry: 'http://127.0.0.1:3001/mf-manifest.json',
  routes: ['/trucks'],
  nav: [],
  userTypes: ['admin'],
  enabled: true,
  platformContract: '^1',
};
type Registered = Parameters<AreaRuntime['registerApplication']>[0];

const setup = (remotes: RemoteDefinition[], loadRemote: AreaRuntime['loadRemote'] = jest.fn(), loadTimeoutMs?: number) => {
  const apps = new Map<string, Registered>();
  const runtime = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(loadRemote),
    registerApplication: jest.fn((config: Registered) => {
      apps.set(config.name, config);
    }),
    unregisterApplication: jest.fn(async (name: string) => apps.delete(name)),
  };
  const outlet = document.getElementById('app-outlet')!;
  const areas = registerAreas(
    remotes,
    {
      platform: {} as PlatformContext,
      domElementGetter: () => outlet,
      isAllowed: () => true,
      loadTimeoutMs,
    },
    runtime,
  );
  const mountArea = async (name: string): Promise<FallbackLifecycles> => {
    const config = apps.get(name)!;
    const lifecycles = await config.app();
    await lifecycles.bootstrap(config.customProps);
    await lifecycles.mount(config.customProps);
    return lifecycles;
  };
  return { runtime, apps, areas, mountArea };
};

beforeEach(() => {
  document.body.innerHTML = '<main id="app-outlet"></main>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('registerAreas', () => {
  it('fetches no remote code until the area is mounted', () => {
    const { runtime, apps } = setup([fleet, { ...fleet, name: 'mf_customers', enabled: false }]);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_fleet', entry: fleet.entry }]);
    expect([...apps.keys()]).toEqual(['mf_fleet']);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('activates an area on its routes only', () => {
    const { apps } = setup([fleet]);
    const active = (pathname: string) => apps.get('mf_fleet')!.activeWhen({ pathname } as Location);
    expect(active('/trucks/abc')).toBe(true);
    expect(active('/customers')).toBe(false);
  });

  it('refuses an area built for another platform contract without loading it', async () => {
    const { runtime, mountArea } = setup([{ ...fleet, platformContract: '^2' }]);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await mountArea('mf_fleet');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The Fleet area needs platform contract ^2 but this shell provides ${PLATFORM_CONTRACT_VERSION}`,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('mounts the remote lifecycles with the platform props', async () => {
    const mount = jest.fn(async () => undefined);
    const { mountArea, runtime } = setup([fleet], async () => ({
      bootstrap: async () => undefined,
      mount,
      unmount: async () => undefined,
    }));
    await mountArea('mf_fleet');
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_fleet/lifecycles');
    expect(mount).toHaveBeenCalledWith(
      expect.objectContaining({ platform: expect.anything(), area: { name: 'mf_fleet', title: 'Fleet' } }),
    );
  });

  it('shows the fallback when loading fails, and "Try again" re-registers the remote', async () => {
    const { mountArea, runtime } = setup([fleet], async () => {
      throw new Error('ChunkLoadError');
    });
    await mountArea('mf_fleet');
    expect(screen.getByRole('alert')).toHaveTextContent('The Fleet area could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_fleet', entry: fleet.entry }], { force: true });
    expect(runtime.unregisterApplication).toHaveBeenCalledWith('mf_fleet');
    expect(runtime.registerApplication).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    const { mountArea } = setup([fleet], async () => ({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => undefined,
    }));
    const lifecycles = await mountArea('mf_fleet');
    expect(screen.getByRole('alert')).toHaveTextContent('The Fleet area could not be loaded.');
    await lifecycles.unmount({});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives up on an area that does not load in time', async () => {
    jest.useFakeTimers();
    const { apps } = setup([fleet], () => new Promise(() => undefined), 15_000);
    const loading = apps.get('mf_fleet')!.app();
    jest.advanceTimersByTime(15_000);
    const lifecycles = await loading;
    jest.useRealTimers();
    await lifecycles.mount(apps.get('mf_fleet')!.customProps);
    expect(screen.getByRole('alert')).toHaveTextContent('The Fleet area could not be loaded.');
  });
});
