import type { UserType } from '@haulage/shared/contracts';
import { decodeToken } from '@haulage/shared/session';
import type { AuthState } from '../store/auth-slice';
import type { GuardInput } from './route-guard';

export interface GuardContext {
  path: string;
  auth: AuthState;
  isLoading: boolean;
  storedToken: string | null;
  allowedTypes?: readonly UserType[];
  publicPaths?: readonly string[];
}

/** The route guard's input from the shell's state and the stored token. */
export const guardInputFor = ({ path, auth, isLoading, storedToken, allowedTypes, publicPaths }: GuardContext): GuardInput => ({
  path,
  hasToken: !!storedToken,
  tokenDecodable: !!decodeToken(storedToken),
  isAuthenticated: auth.isAuthenticated,
  isLoading,
  userType: auth.user?.type ?? null,
  allowedTypes,
  publicPaths,
});
