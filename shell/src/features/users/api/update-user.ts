import type { User } from '@haulage/shared/contracts';
import { shellApi } from '../../../platform/shell-api';

export type UpdateUserInput = Partial<Pick<User, 'name' | 'type' | 'blocked'>>;

/** `PUT /api/users/:id` (admin): change the type, block or unblock. */
export const updateUserApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<User, { id: number; patch: UpdateUserInput }>({
      query: ({ id, patch }) => ({ url: `/api/users/${id}`, method: 'PUT', data: patch }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;
