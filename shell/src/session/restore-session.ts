import type { TokenPayload, User } from '@haulage/shared/contracts';
import { LOGIN_PATH } from './route-guard';

/** What restoring a session needs; the shell passes the session store and http client. */
export interface RestoreSessionDeps {
  readToken(): string | null;
  /** The token's payload, or null when it cannot be decoded. */
  decode(token: string): TokenPayload | null;
  nowSeconds(): number;
  /** `POST /admin/renew-token {token}` → the new token. */
  renewToken(token: string): Promise<string>;
  /** `GET /api/users/me`. */
  fetchProfile(): Promise<User>;
  /** Keeps the token (stored) and sets the user to its decoded payload. */
  acceptToken(token: string, user: TokenPayload): void;
  removeToken(): void;
  setUserData(user: User): void;
  setLoading(isLoading: boolean): void;
  redirect(path: string): void;
  logError(message: string, error: unknown): void;
}

export type RestoreOutcome = 'no-token' | 'undecodable' | 'renew-failed' | 'restored';

/** Spec §4: a token is expired when `exp` is before the current time in seconds. */
export const isTokenExpired = (payload: Pick<TokenPayload, 'exp'>, nowSeconds: number): boolean => payload.exp < nowSeconds;

const signIn = async (deps: RestoreSessionDeps, token: string, payload: TokenPayload): Promise<void> => {
  deps.acceptToken(token, payload);
  try {
    deps.setUserData(await deps.fetchProfile());
  } catch (error) {
    // Spec §8: a failed profile fetch is only logged; the session stays valid.
    deps.logError('Could not load the user profile', error);
  }
};

/**
 * Spec §4/§8 on load: decode the stored token; undecodable → remove it and go to /login; expired →
 * renew with the stored token (failure only logged, loading off, then /login); otherwise set the
 * user and load the profile.
 */
export const restoreSession = async (deps: RestoreSessionDeps): Promise<RestoreOutcome> => {
  const stored = deps.readToken();
  if (!stored) return 'no-token';

  const payload = deps.decode(stored);
  if (!payload) {
    deps.removeToken();
    deps.redirect(LOGIN_PATH);
    return 'undecodable';
  }
  if (!isTokenExpired(payload, deps.nowSeconds())) {
    await signIn(deps, stored, payload);
    return 'restored';
  }

  try {
    const renewed = await deps.renewToken(stored);
    const renewedPayload = deps.decode(renewed);
    if (!renewedPayload) throw new Error('The renewed token cannot be decoded');
    await signIn(deps, renewed, renewedPayload);
    return 'restored';
  } catch (error) {
    deps.logError('Could not renew the session', error);
    deps.setLoading(false);
    deps.removeToken();
    deps.redirect(LOGIN_PATH);
    return 'renew-failed';
  }
};
