import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { ApiError, toApiError } from './api-error';

const responseError = (status: number, data: unknown) => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: 'Bad', data, headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
};

describe('toApiError', () => {
  it('reads Strapi error envelopes, with field errors by dotted path', () => {
    const error = toApiError(
      responseError(400, {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: '2 errors occurred',
          details: {
            errors: [
              { path: ['truckName'], message: 'Please enter Truck name', name: 'ValidationError' },
              { path: ['area', 'name'], message: 'Unknown area', name: 'ValidationError' },
            ],
          },
        },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.toJSON()).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: '2 errors occurred',
      fieldErrors: { truckName: 'Please enter Truck name', 'area.name': 'Unknown area' },
    });
  });

  it('handles bodies without details and non-Strapi bodies', () => {
    expect(
      toApiError(
        responseError(500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }),
      ).toJSON(),
    ).toEqual({ status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {}, fieldErrors: {} });
    expect(toApiError(responseError(405, 'Method Not Allowed'))).toMatchObject({ status: 405, name: 'HttpError' });
  });

  it('reports an unreachable server as status 0', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }));
    expect(error).toMatchObject({ status: 0, name: 'NetworkError', message: 'Cannot reach the server' });
  });
});
