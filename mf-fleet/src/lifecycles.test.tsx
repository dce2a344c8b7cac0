import { screen } from '@testing-library/react';
import { createFakePlatform, listReply } from '@haulage/shared/area-kit/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describe('single-spa lifecycles', () => {
  // The shell mounts the area from outside React, as single-spa does; act() would hold back the
  // effect single-spa-react resolves mount from.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('mounts into the element the shell gives and unmounts cleanly', async () => {
    window.history.pushState(null, '', '/trucks');
    const outlet = document.createElement('main');
    document.body.append(outlet);
    const { platform } = createFakePlatform([{ method: 'GET', path: /^\/api\/trucks\?/, reply: () => listReply([]) }]);
    const props = { platform, domElementGetter: () => outlet, name: 'mf-fleet', singleSpa: {}, mountParcel: jest.fn() } as never;
    await bootstrap(props);
    await mount(props);
    expect(await screen.findByRole('heading', { name: 'Trucks' })).toBeInTheDocument();
    expect(outlet).toContainElement(screen.getByRole('heading', { name: 'Trucks' }));
    await unmount(props);
    expect(screen.queryByRole('heading', { name: 'Trucks' })).not.toBeInTheDocument();
  });
});
