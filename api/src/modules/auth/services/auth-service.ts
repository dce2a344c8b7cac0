import type { User, UserType } from '@haulage/shared/contracts';
import { validationError } from '../../../http/errors';
import { dummyPasswordHash, verifyPassword } from '../../users/services/password';
import type { UsersRepository } from '../../users/repository/users-repository';
import { toUser } from '../../users/services/users-service';
import type { RevokedTokensRepository } from '../repository/revoked-tokens-repository';
import { type AccessClaims, signAccessToken, verifyAccessToken } from '../model/tokens';

/** What `request.user` holds on an authenticated request. */
export interface AuthUser {
  id: number;
  type: UserType;
  email: string;
  name: string;
}

export interface AuthSettings {
  jwtSecret: string;
  tokenTtlSeconds: number;
  renewWindowSeconds: number;
}

export interface AuthDeps {
  settings: AuthSettings;
  users: UsersRepository;
  revoked: RevokedTokensRepository;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const createAuthService = ({ settings, users, revoked }: AuthDeps) => {
  /** The claims and current user behind a token, or null when it must not be honoured. */
  const resolve = async (token: string, graceSeconds: number) => {
    const claims = await verifyAccessToken(settings.jwtSecret, token, graceSeconds);
    if (!claims) return null;
    const row = await revoked.findUserUnlessRevoked(claims.jti, claims.id);
    // A raised token version (new password, block, new type) revokes every older token at once.
    if (!row || row.blocked || Number(row.token_version) !== claims.ver) return null;
    return { claims, user: toUser(row), tokenVersion: claims.ver };
  };

  /** As `authenticate`, with the token's id (realtime groups a token's sockets by it). */
  const session = async (token: string): Promise<{ user: AuthUser; jti: string } | null> => {
    const found = await resolve(token, 0);
    if (!found) return null;
    const { id, type, email, name } = found.user;
    return { user: { id, type, email, name }, jti: found.claims.jti };
  };

  return {
    /** The session for right credentials; null for any wrong ones (the caller answers them alike). */
    async login(email: unknown, password: unknown): Promise<{ token: string; user: User } | null> {
      const normalised = typeof email === 'string' ? email.trim().toLowerCase() : '';
      const secret = typeof password === 'string' ? password : '';
      const row = normalised ? await users.findByEmail(normalised) : undefined;
      // Unknown email, wrong password and blocked user all cost one hash and answer alike.
      const ok = await verifyPassword(secret, row?.password_hash ?? (await dummyPasswordHash()));
      if (!row || !ok || !secret || row.blocked) return null;
      const user = toUser(row);
      return { token: await signAccessToken(settings, { ...user, tokenVersion: Number(row.token_version) }), user };
    },

    /** The user of a valid, unexpired, unrevoked token of an unblocked user; null otherwise. */
    async authenticate(token: string): Promise<AuthUser | null> {
      return (await session(token))?.user ?? null;
    },

    session,

    /** A fresh token for one that is valid or expired less than the renew window ago. */
    async renew(token: string): Promise<string> {
      const found = await resolve(token, settings.renewWindowSeconds);
      if (!found) throw validationError('Invalid token');
      return signAccessToken(settings, { ...found.user, tokenVersion: found.tokenVersion });
    },

    /** Revokes the token until it could no longer be renewed. */
    async logout(claims: Pick<AccessClaims, 'jti' | 'exp'>): Promise<void> {
      await revoked.revoke(claims.jti, claims.exp + settings.renewWindowSeconds);
      await revoked.pruneBefore(nowSeconds());
    },

    claimsOf: (token: string) => verifyAccessToken(settings.jwtSecret, token),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
