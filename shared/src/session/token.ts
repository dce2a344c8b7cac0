import { jwtDecode } from 'jwt-decode';
import { isUserType, type TokenPayload } from '../contracts/user-types';

/** Decodes the access token's payload; null when it is not a decodable product token. */
export const decodeToken = (token: string | null | undefined): TokenPayload | null => {
  if (!token) return null;
  try {
    const payload = jwtDecode<Partial<TokenPayload>>(token);
    if (typeof payload.id !== 'number' || typeof payload.exp !== 'number' || !isUserType(payload.type)) return null;
    return { id: payload.id, iat: typeof payload.iat === 'number' ? payload.iat : 0, exp: payload.exp, type: payload.type };
  } catch {
    return null;
  }
};

export const nowInSeconds = (now = Date.now()): number => Math.floor(now / 1000);

/** A token is expired when its `exp` is before the current time in seconds. */
export const isExpired = (payload: Pick<TokenPayload, 'exp'>, now = nowInSeconds()): boolean => payload.exp < now;

export type BootDecision =
  { kind: 'anonymous' } | { kind: 'invalid' } | { kind: 'renew'; token: string } | { kind: 'signed-in'; token: string; user: TokenPayload };

/**
 * What to do with a stored token on load: none → anonymous; undecodable → invalid (go to /login);
 * expired → renew with it; otherwise signed in (then load the profile).
 */
export const bootDecision = (token: string | null, now = nowInSeconds()): BootDecision => {
  if (!token) return { kind: 'anonymous' };
  const user = decodeToken(token);
  if (!user) return { kind: 'invalid' };
  if (isExpired(user, now)) return { kind: 'renew', token };
  return { kind: 'signed-in', token, user };
};
