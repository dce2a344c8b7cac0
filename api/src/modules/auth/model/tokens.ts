import { randomUUID } from 'node:crypto';
import { isUserType, type UserType } from '@haulage/shared/contracts';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  id: number;
  type: UserType;
  iat: number;
  exp: number;
  jti: string;
  /** The user's token version when it was issued; 0 for tokens issued before versions existed. */
  ver: number;
}

export interface TokenSettings {
  jwtSecret: string;
  tokenTtlSeconds: number;
}

const key = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/**
 * Payload `{id, iat, exp, type}` as the spec fixes it, plus `jti` so one token can be revoked and
 * `ver` so all of a user's tokens can be.
 */
export const signAccessToken = (settings: TokenSettings, user: { id: number; type: UserType; tokenVersion?: number }): Promise<string> =>
  new SignJWT({ id: user.id, type: user.type, ver: user.tokenVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${settings.tokenTtlSeconds}s`)
    .setJti(randomUUID())
    .sign(key(settings.jwtSecret));

/**
 * Checking an HMAC signature costs more than the rest of a small request, and a client sends the
 * same token on every call. A token's signature and claims never change, so those that verified
 * are remembered (bounded, oldest first out); expiry is still checked on every use, and
 * revocation and the user's state are still read from the database by the caller.
 */
const VERIFIED_CAPACITY = 1000;
const verified = new Map<string, AccessClaims>();

const remember = (cacheKey: string, claims: AccessClaims): void => {
  verified.set(cacheKey, claims);
  if (verified.size > VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
};

/** Forgets every remembered verification (tests; a changed secret never matches anyway). */
export const forgetVerifiedTokens = (): void => verified.clear();

/**
 * Verifies signature and expiry. `graceSeconds` accepts a token that expired at most that long
 * ago (renewal); any failure answers null so callers cannot tell the reasons apart.
 */
export const verifyAccessToken = async (secret: string, token: string, graceSeconds = 0): Promise<AccessClaims | null> => {
  const cacheKey = `${secret}\u0000${token}`;
  const known = verified.get(cacheKey);
  // jose rejects a token when exp <= now - tolerance; the remembered claims answer alike.
  if (known) return known.exp > Math.floor(Date.now() / 1000) - graceSeconds ? known : null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], clockTolerance: graceSeconds });
    const { id, type, iat, exp, jti, ver = 0 } = payload;
    if (typeof id !== 'number' || !Number.isInteger(id) || !isUserType(type)) return null;
    if (typeof iat !== 'number' || typeof exp !== 'number' || typeof jti !== 'string') return null;
    if (typeof ver !== 'number' || !Number.isInteger(ver)) return null;
    const claims = { id, type, iat, exp, jti, ver };
    remember(cacheKey, claims);
    return claims;
  } catch {
    return null;
  }
};
