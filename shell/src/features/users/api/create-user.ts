import type { User, UserType } from '@haulage/shared/contracts';
import { shellApi } from '../../../platform/shell-api';

export interface CreateUserInput {
  name: string;
  email: string;
  password: string;
  type: UserType;
}

/** `POST /api/users` (admin). */
export const createUserApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<User, CreateUserInput>({
      query: (data) => ({ url: '/api/users', method: 'POST', data }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useCreateUserMutation } = createUserApi;
