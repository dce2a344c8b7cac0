import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

type Reply = { status: number; data?: unknown } | 'network-error';

/** A fake transport: records each request's Authorization header and answers from a script. */
const scriptedAdapter = (replies: Reply[]) => {
  const seen: { url?: string; authorization: string | null }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    seen.push({ url: config.url, authorization: (config.headers.get('Authorization') as string | undefined) ?? null });
    const reply = replies.shift() ?? { status: 200, data: {} };
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const response: AxiosResponse = { status: reply.status, statusText: '', data: reply.data, headers: {}, config };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, {}, response);
    }
    return response;
  };
  return { adapter, seen };
};

const unauthorized = {
  status: 401,
  data: { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } },
};

const setup = (replies: Reply[], renewed: string | null = 'new-token') => {
  let token: string | null = 'old-token';
  const renewToken = jest.fn(async () => {
    token = renewed;
    return renewed;
  });
  const onUnauthorized = jest.fn();
  const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => token, renewToken, onUnauthorized });
  const transport = scriptedAdapter(replies);
  http.defaults.adapter = transport.adapter;
  return { http, renewToken, onUnauthorized, seen: transport.seen };
};

describe('createHttpClient', () => {
  it('sends the stored token as a Bearer header', async () => {
    const { http, seen } = setup([{ status: 200, data: { ok: true } }]);
    await expect(http.get('/api/trucks')).resolves.toMatchObject({ data: { ok: true } });
    expect(seen[0]?.authorization).toBe('Bearer old-token');
  });

  it('sends no Authorization header when signed out', async () => {
    const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => null });
    const transport = scriptedAdapter([{ status: 200 }]);
    http.defaults.adapter = transport.adapter;
    await http.get('/api/trucks');
    expect(transport.seen[0]?.authorization).toBeNull();
  });

  it('renews once on a 401 and retries with the new token', async () => {
    const { http, renewToken, onUnauthorized, seen } = setup([unauthorized, { status: 200, data: 'second try' }]);
    await expect(http.get('/api/trucks')).resolves.toMatchObject({ data: 'second try' });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out when the retry is unauthorised too, without renewing again', async () => {
    const { http, renewToken, onUnauthorized, seen } = setup([unauthorized, unauthorized]);
    await expect(http.get('/api/trucks')).rejects.toMatchObject({ status: 401, name: 'UnauthorizedError' });
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('signs out when the token cannot be renewed', async () => {
    const { http, onUnauthorized, seen } = setup([unauthorized], null);
    await expect(http.get('/api/trucks')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('shares one renewal between calls that fail together', async () => {
    const { http, renewToken } = setup([unauthorized, unauthorized, { status: 200 }, { status: 200 }]);
    await Promise.all([http.get('/api/trucks'), http.get('/api/drivers')]);
    expect(renewToken).toHaveBeenCalledTimes(1);
  });

  it('does not renew around the session endpoints', async () => {
    const { http, renewToken, onUnauthorized } = setup([unauthorized]);
    await expect(http.post('/admin/renew-token', { token: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(renewToken).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects other failures as ApiError, including an unreachable server', async () => {
    const { http } = setup([
      { status: 404, data: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } },
      'network-error',
    ]);
    await expect(http.get('/api/trucks/x')).rejects.toMatchObject({ status: 404, message: 'Not Found' });
    await expect(http.get('/api/trucks')).rejects.toMatchObject({ status: 0, message: 'Cannot reach the server' });
  });
});
