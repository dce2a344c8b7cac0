import type { User } from '@haulage/shared/contracts';
import { shellApi } from '../../../platform/shell-api';

/** `GET /api/users` (admin): a plain array, as Strapi's users endpoint answers. */
export const getUsersApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => '/api/users',
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUsersQuery } = getUsersApi;
