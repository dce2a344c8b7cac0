import type { AxiosInstance } from 'axios';

// The shell's RTK Query api is created at import time, the http client only once /config.json is
// read; the api reaches the client through here on every call.
let shellHttp: AxiosInstance | null = null;

export const setShellHttp = (http: AxiosInstance): void => {
  shellHttp = http;
};

export const getShellHttp = (): AxiosInstance => {
  if (!shellHttp) throw new Error('The http client is not ready yet');
  return shellHttp;
};
