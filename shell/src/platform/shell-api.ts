import { createApi } from '@reduxjs/toolkit/query/react';
import { createAxiosBaseQuery } from '@haulage/shared/api';
import { shellMiddleware, shellReducer } from '../store/store';
import { getShellHttp } from './http-holder';

/**
 * The shell's RTK Query api over the platform's one http client. Spec §7 lookup defaults: no
 * refetch on focus, always fresh on mount (stale time 0), no retry. Only the lazy pages use it, so
 * it joins the store when this module first loads instead of in the first load.
 */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: createAxiosBaseQuery(getShellHttp),
  tagTypes: ['User', 'FleetSummary'],
  refetchOnFocus: false,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

shellReducer.inject(shellApi);
shellMiddleware.addMiddleware(shellApi.middleware);
