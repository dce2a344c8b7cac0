import type { AxiosInstance } from 'axios';
import type { User } from '@haulage/shared/contracts';
import type { LoginInput } from '../model/login-schema';

interface LoginAnswer {
  data?: { token?: string; user?: User };
}

/** `POST /admin/login {email, password}`: a 200 with `data.token` is required (spec §7). */
export const login = async (http: AxiosInstance, credentials: LoginInput): Promise<{ token: string; user?: User }> => {
  const response = await http.post<LoginAnswer>('/admin/login', credentials);
  const token = response.data?.data?.token;
  if (response.status !== 200 || !token) throw new Error(`Login answered ${response.status} without a token`);
  return { token, user: response.data.data?.user };
};
