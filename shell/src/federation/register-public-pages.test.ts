import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { PlatformContext, RemoteDefinition } from '@haulage/shared/platform';
import { registerAreas, type AreaRuntime } from './register-areas';
import type { FallbackLifecycles } from './fallback-lifecycles';

const jobs: RemoteDefinition = {
  name: 'mf_jobs',
  title: 'Jobs',
  entry: 'http://127.0.0.1:3002/mf-manifest.json',
  routes: ['/jobs', '/destinations'],
  publicRoutes: ['/jobs/confirmJob'],
  publicPages: [{ path: '/jobs/confirmJob', module: './confirm' }],
  nav: [],
  userTypes: ['admin'],
  enabled: true,
  platformContract: '^1',
};
type Registered = Parameters<AreaRuntime['registerApplication']>[0];

const lifecycles = (mount = jest.fn(async () => undefined)) => ({
  bootstrap: async () => undefined,
  mount,
  unmount: async () => undefined,
});

const setup = (remote: RemoteDefinition, loadPublicPage: AreaRuntime['loadPublicPage'] = async () => lifecycles(), allowed = true) => {
  const apps = new Map<string, Registered>();
  const runtime = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async () => lifecycles()),
    loadPublicPage: jest.fn(loadPublicPage),
    registerApplication: jest.fn((config: Registered) => {
      apps.set(config.name, config);
    }),
    unregisterApplication: jest.fn(async (name: string) => apps.delete(name)),
  };
  const outlet = document.getElementById('app-outlet')!;
  const areas = registerAreas(
    [remote],
    { platform: { apiUrl: 'http://api' } as PlatformContext, domElementGetter: () => outlet, isAllowed: () => allowed },
    runtime,
  );
  const active = (name: string, pathname: string) => apps.get(name)!.activeWhen({ pathname } as Location);
  const mountApp = async (name: string): Promise<FallbackLifecycles> => {
    const config = apps.get(name)!;
    const loaded = await config.app();
    await loaded.bootstrap(config.customProps);
    await loaded.mount(config.customProps);
    return loaded;
  };
  return { runtime, apps, areas, active, mountApp };
};

beforeEach(() => {
  document.body.innerHTML = '<main id="app-outlet"></main>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('public pages', () => {
  it('are applications of their own: the page owns its path, the area keeps the rest', () => {
    const { apps, active } = setup(jobs);
    expect([...apps.keys()]).toEqual(['mf_jobs', 'mf_jobs/confirm']);
    expect(active('mf_jobs/confirm', '/jobs/confirmJob')).toBe(true);
    expect(active('mf_jobs', '/jobs/confirmJob')).toBe(false);
    expect(active('mf_jobs', '/jobs/jobDetails')).toBe(true);
    expect(active('mf_jobs/confirm', '/jobs/jobDetails')).toBe(false);
    expect(active('mf_jobs/confirm', '/jobs/confirmJobs')).toBe(false);
  });

  it('open for everyone, whatever the session', () => {
    const { active } = setup(jobs, undefined, false);
    expect(active('mf_jobs/confirm', '/jobs/confirmJob')).toBe(true);
    expect(active('mf_jobs', '/jobs')).toBe(false);
  });

  it('load only their module, through the loader that brings no UI system, and mount with the platform', async () => {
    const mount = jest.fn(async () => undefined);
    const { runtime, mountApp } = setup(jobs, async () => lifecycles(mount));
    await mountApp('mf_jobs/confirm');
    expect(runtime.loadPublicPage).toHaveBeenCalledWith('mf_jobs/confirm');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalledWith(expect.objectContaining({ platform: expect.objectContaining({ apiUrl: 'http://api' }) }));
  });

  it('fall back to loadRemote for a runtime without a public-page loader', async () => {
    const { runtime, apps } = setup(jobs);
    const bare = { ...runtime, loadPublicPage: undefined };
    const outlet = document.getElementById('app-outlet')!;
    registerAreas([jobs], { platform: {} as PlatformContext, domElementGetter: () => outlet, isAllowed: () => true }, bare);
    await apps.get('mf_jobs/confirm')!.app();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_jobs/confirm');
  });

  it('say "This page could not be loaded." when they fail, and "Try again" reloads only the page', async () => {
    const { runtime, mountApp } = setup(jobs, async () => {
      throw new Error('ChunkLoadError');
    });
    await mountApp('mf_jobs/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('area');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_jobs', entry: jobs.entry }], { force: true });
    expect(runtime.unregisterApplication).toHaveBeenCalledWith('mf_jobs/confirm');
  });

  it('keep their words when the fallback plugin answered for the failed module', async () => {
    const { createFallbackLifecycles } = jest.requireActual<typeof import('./fallback-lifecycles')>('./fallback-lifecycles');
    const { mountApp } = setup(jobs, async () => createFallbackLifecycles({ remoteName: 'mf_jobs' }));
    await mountApp('mf_jobs/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });

  it('are refused with the area when it was built for another contract, without loading', async () => {
    const { runtime, mountApp } = setup({ ...jobs, platformContract: '^2' });
    await mountApp('mf_jobs/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(runtime.loadPublicPage).not.toHaveBeenCalled();
  });

  it('name the message for an error outside mount by the application that owns the path', () => {
    const { areas } = setup(jobs);
    expect(areas.unavailableMessageFor('mf_jobs/confirm', '/jobs/confirmJob')).toBe('This page could not be loaded.');
    expect(areas.unavailableMessageFor('mf_jobs', '/jobs')).toBe('The Jobs area could not be loaded.');
    expect(areas.unavailableMessageFor('mf_jobs/confirm', '/jobs')).toBeNull();
    expect(areas.unavailableMessageFor('mf_fleet', '/trucks')).toBeNull();
  });

  it('leave an area without public pages as one application', () => {
    const { apps } = setup({ ...jobs, publicPages: undefined });
    expect([...apps.keys()]).toEqual(['mf_jobs']);
  });
});
