import { act, screen } from '@testing-library/react';
import type { PublicPageProps } from '@haulage/shared/platform';
import { lifecycles } from './index';

describe('the ./track module', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('mounts the page alone with the token from the address and the platform’s API, and leaves nothing behind', async () => {
    const token = 'B'.repeat(43);
    window.history.replaceState(null, '', `/jobs/trackJob?token=${token}`);
    const fetchFn = jest.fn(
      async () =>
        ({ ok: false, status: 410, json: async () => ({ error: { details: { reason: 'expired', language: 'en' } } }) }) as Response,
    );
    globalThis.fetch = fetchFn as unknown as typeof fetch;
    document.body.innerHTML = '<main><div id="app-outlet"></div></main>';
    const outlet = document.getElementById('app-outlet')!;
    const props: PublicPageProps = {
      platform: { contractVersion: '1.4.0', apiUrl: 'https://api.example.se', navigate: () => undefined },
      domElementGetter: () => outlet,
    };

    await lifecycles.bootstrap(props);
    await act(() => lifecycles.mount(props));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
    expect(fetchFn).toHaveBeenCalledWith(`https://api.example.se/api/jobs/track?token=${token}`, expect.anything());
    expect(document.getElementById('tj-styles')).not.toBeNull();

    await act(() => lifecycles.unmount(props));
    expect(outlet).toBeEmptyDOMElement();
    expect(document.getElementById('tj-styles')).toBeNull();
  });
});
