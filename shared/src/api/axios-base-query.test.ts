import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createAxiosBaseQuery } from './axios-base-query';

describe('createAxiosBaseQuery', () => {
  const requests: InternalAxiosRequestConfig[] = [];
  const http = axios.create({ baseURL: 'http://api.test' });
  http.defaults.adapter = async (config) => {
    requests.push(config);
    const status = config.url?.includes('missing') ? 404 : 200;
    const response: AxiosResponse = {
      status,
      statusText: '',
      headers: {},
      config,
      data: status === 200 ? { data: [] } : { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
    };
    if (status !== 200) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  const baseQuery = createAxiosBaseQuery(() => http);

  it('answers { data } and appends a list query to the url', async () => {
    const result = await baseQuery({ url: '/api/trucks', list: { page: 3 } }, {});
    expect(result).toEqual({ data: { data: [] } });
    expect(requests.at(-1)?.url).toBe('/api/trucks?pagination[page]=3&pagination[pageSize]=20&pagination[withCount]=true');
  });

  it('sends method and body', async () => {
    await baseQuery({ url: '/api/trucks', method: 'POST', data: { data: { truckName: 'T1' } } }, {});
    expect(requests.at(-1)).toMatchObject({ method: 'post', data: JSON.stringify({ data: { truckName: 'T1' } }) });
  });

  it('answers { error } with a plain serialisable error', async () => {
    const result = await baseQuery('/api/missing', {});
    expect(result.error).toEqual({ status: 404, name: 'NotFoundError', message: 'Not Found', details: {}, fieldErrors: {} });
    expect(Object.getPrototypeOf(result.error)).toBe(Object.prototype);
  });
});
