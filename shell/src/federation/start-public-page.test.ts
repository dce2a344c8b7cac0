import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { RemoteDefinition } from '@haulage/shared/platform';
import { createFallbackLifecycles } from './fallback-lifecycles';
import { findPublicPage } from './public-pages';
import { startPublicPage, type PublicPageRuntime } from './start-public-page';

const jobs: RemoteDefinition = {
  name: 'mf_jobs',
  title: 'Jobs',
  entry: 'http://127.0.0.1:3002/mf-manifest.json',
  routes: ['/jobs'],
  publicRoutes: ['/jobs/confirmJob'],
  publicPages: [{ path: '/jobs/confirmJob', module: './confirm' }],
  nav: [],
  userTypes: ['admin'],
  enabled: true,
  platformContract: '^1',
};
const match = { remote: jobs, page: jobs.publicPages![0]! };

const runtimeWith = (loadRemote: PublicPageRuntime['loadRemote']) => ({
  registerRemotes: jest.fn(),
  preloadModule: jest.fn(),
  loadRemote: jest.fn(loadRemote),
  reload: jest.fn(),
});

let outlet: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<main><div id="app-outlet"></div></main>';
  outlet = document.getElementById('app-outlet')!;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('startPublicPage', () => {
  it('loads only the page’s module and mounts it with the API’s address, no session', async () => {
    const mount = jest.fn(async () => undefined);
    const runtime = runtimeWith(async () => ({ bootstrap: async () => undefined, mount, unmount: async () => undefined }));
    await startPublicPage(match, { apiUrl: 'https://api.example.se' }, { runtime, outlet });

    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_jobs', entry: jobs.entry }]);
    expect(runtime.preloadModule).toHaveBeenCalledWith('mf_jobs', './confirm');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_jobs/confirm');
    const props = (mount.mock.calls[0] as unknown as [{ platform: Record<string, unknown>; domElementGetter: () => HTMLElement }])[0];
    expect(props.platform).toEqual({
      contractVersion: expect.any(String),
      apiUrl: 'https://api.example.se',
      navigate: expect.any(Function),
    });
    expect(props.domElementGetter()).toBe(outlet);
  });

  it('says the page could not be loaded when its module does not arrive, and reloads on request', async () => {
    const runtime = runtimeWith(async () => {
      throw new Error('ChunkLoadError');
    });
    await startPublicPage(match, { apiUrl: 'http://api' }, { runtime, outlet });
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(runtime.reload).toHaveBeenCalled();
  });

  it('keeps the same words when the federation runtime answers with fallback lifecycles', async () => {
    const runtime = runtimeWith(async () => createFallbackLifecycles({ remoteName: 'mf_jobs' }));
    await startPublicPage(match, { apiUrl: 'http://api' }, { runtime, outlet });
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('area');
  });

  it('gives up on a module that does not load in time', async () => {
    jest.useFakeTimers();
    const runtime = runtimeWith(() => new Promise(() => undefined));
    const starting = startPublicPage(match, { apiUrl: 'http://api' }, { runtime, outlet, loadTimeoutMs: 1000 });
    await jest.advanceTimersByTimeAsync(1000);
    await starting;
    jest.useRealTimers();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });

  it('loads nothing from a remote built for another contract, and offers no retry', async () => {
    const runtime = runtimeWith(async () => ({}));
    await startPublicPage({ ...match, remote: { ...jobs, platformContract: '^2' } }, { apiUrl: 'http://api' }, { runtime, outlet });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the fallback instead of a blank page when the page throws while mounting', async () => {
    const runtime = runtimeWith(async () => ({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => undefined,
    }));
    await startPublicPage(match, { apiUrl: 'http://api' }, { runtime, outlet });
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });
});

describe('findPublicPage', () => {
  it('finds the enabled remote’s public page under a path, nothing elsewhere', () => {
    expect(findPublicPage([jobs], '/jobs/confirmJob')).toEqual(match);
    expect(findPublicPage([jobs], '/jobs')).toBeUndefined();
    expect(findPublicPage([{ ...jobs, enabled: false }], '/jobs/confirmJob')).toBeUndefined();
    expect(findPublicPage([{ ...jobs, publicPages: undefined }], '/jobs/confirmJob')).toBeUndefined();
  });
});
