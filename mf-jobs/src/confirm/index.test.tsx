import { act, screen } from '@testing-library/react';
import type { PublicPageProps } from '@haulage/shared/platform';
import { lifecycles } from './index';

const VIEW = {
  company: 'Nordfrakt AB',
  jobNumber: 7,
  plannedDate: '2026-11-25',
  goodsDescription: null,
  pallets: null,
  weightKg: null,
  stops: [],
  state: 'open',
  expiresAt: '2026-11-25T06:00:00.000Z',
  language: 'en',
};

describe('the ./confirm module', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('mounts the page alone with the token from the address and the platform’s API, and leaves nothing behind', async () => {
    window.history.replaceState(null, '', '/jobs/confirmJob?token=tok_0123456789abcdef');
    const fetchFn = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: VIEW }) }) as Response);
    globalThis.fetch = fetchFn as unknown as typeof fetch;
    document.body.innerHTML = '<main><div id="app-outlet"></div></main>';
    const outlet = document.getElementById('app-outlet')!;
    const props: PublicPageProps = {
      platform: { contractVersion: '1.4.0', apiUrl: 'https://api.example.se', navigate: () => undefined },
      domElementGetter: () => outlet,
    };

    await lifecycles.bootstrap(props);
    await act(() => lifecycles.mount(props));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm job 7' })).toBeInTheDocument();
    expect(fetchFn).toHaveBeenCalledWith('https://api.example.se/api/jobs/confirm-sms?token=tok_0123456789abcdef', expect.anything());
    expect(document.getElementById('cj-styles')).not.toBeNull();

    await act(() => lifecycles.unmount(props));
    expect(outlet).toBeEmptyDOMElement();
    expect(document.getElementById('cj-styles')).toBeNull();
  });
});
