import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { areaFallbackPlugin } from './fallback-plugin';
import type { FallbackLifecycles } from './fallback-lifecycles';

type Hook = (args: unknown) => unknown;
const callHook = (lifecycle: string, id = 'mf_fleet/lifecycles') =>
  (areaFallbackPlugin().errorLoadRemote as unknown as Hook)({
    id,
    lifecycle,
    error: new Error('net::ERR_CONNECTION_REFUSED'),
    from: 'runtime',
  });

describe('areaFallbackPlugin', () => {
  let outlet: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<main id="app-outlet"></main>';
    outlet = document.getElementById('app-outlet')!;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('returns nothing when the manifest fetch fails, so it is not taken as a manifest', () => {
    expect(callHook('afterResolve')).toBeUndefined();
  });

  it('hands single-spa lifecycles that show the area fallback and retry the area', async () => {
    const lifecycles = callHook('onLoad') as FallbackLifecycles;
    const retryArea = jest.fn();
    const props = { domElementGetter: () => outlet, area: { name: 'mf_fleet', title: 'Fleet' }, retryArea };
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);

    expect(screen.getByRole('alert')).toHaveTextContent('The Fleet area could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retryArea).toHaveBeenCalledWith('mf_fleet');

    await lifecycles.unmount(props);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the area from the container name when mounted without registry props', async () => {
    const lifecycles = callHook('onLoad', 'mf_customers/lifecycles') as FallbackLifecycles;
    await lifecycles.mount({});
    expect(outlet).toHaveTextContent('The Customers area could not be loaded.');
  });
});
