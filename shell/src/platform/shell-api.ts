import { createApi } from '@reduxjs/toolkit/query/react';
import { createAxiosBaseQuery } from '@haulage/shared/api';
import { getShellHttp } from './http-holder';

/**
 * The shell's RTK Query api over the platform's one http client. Spec §7 lookup defaults: no
 * refetch on focus, always fresh on mount (stale time 0), no retry.
 */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: createAxiosBaseQuery(getShellHttp),
  tagTypes: ['User', 'FleetSummary'],
  refetchOnFocus: false,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
