import type { TokenPayload, User } from '@haulage/shared/contracts';
import { isTokenExpired, restoreSession, type RestoreSessionDeps } from './restore-session';

const NOW = 1_800_000_000;
const valid: TokenPayload = { id: 7, iat: NOW - 60, exp: NOW + 3600, type: 'dispatcher' };
const expired: TokenPayload = { ...valid, exp: NOW - 1 };
const profile: User = {
  id: 7,
  documentId: 'u'.repeat(24),
  email: 'anna@example.com',
  name: 'Anna Berg',
  type: 'dispatcher',
  blocked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const fakeDeps = (stored: string | null, tokens: Record<string, TokenPayload>) => {
  let token = stored;
  const deps = {
    readToken: jest.fn(() => token),
    decode: jest.fn((raw: string) => tokens[raw] ?? null),
    nowSeconds: () => NOW,
    renewToken: jest.fn(async (_token: string) => 'renewed'),
    fetchProfile: jest.fn(async () => profile),
    acceptToken: jest.fn((raw: string, _user: TokenPayload) => {
      token = raw;
    }),
    removeToken: jest.fn(() => {
      token = null;
    }),
    setUserData: jest.fn(),
    setLoading: jest.fn(),
    redirect: jest.fn(),
    logError: jest.fn(),
  } satisfies RestoreSessionDeps;
  return { deps, token: () => token };
};

describe('restoreSession', () => {
  it('does nothing without a stored token', async () => {
    const { deps } = fakeDeps(null, {});
    await expect(restoreSession(deps)).resolves.toBe('no-token');
    expect(deps.redirect).not.toHaveBeenCalled();
  });

  it('removes an undecodable token and goes to /login', async () => {
    const { deps, token } = fakeDeps('garbage', {});
    await expect(restoreSession(deps)).resolves.toBe('undecodable');
    expect(token()).toBeNull();
    expect(deps.redirect).toHaveBeenCalledWith('/login');
    expect(deps.acceptToken).not.toHaveBeenCalled();
  });

  it('sets the user from a valid token and loads the profile', async () => {
    const { deps } = fakeDeps('good', { good: valid });
    await expect(restoreSession(deps)).resolves.toBe('restored');
    expect(deps.renewToken).not.toHaveBeenCalled();
    expect(deps.acceptToken).toHaveBeenCalledWith('good', valid);
    expect(deps.fetchProfile).toHaveBeenCalledTimes(1);
    expect(deps.setUserData).toHaveBeenCalledWith(profile);
  });

  it('only logs a failed profile fetch and keeps the user signed in', async () => {
    const { deps } = fakeDeps('good', { good: valid });
    deps.fetchProfile.mockRejectedValueOnce(new Error('500'));
    await expect(restoreSession(deps)).resolves.toBe('restored');
    expect(deps.acceptToken).toHaveBeenCalledWith('good', valid);
    expect(deps.logError).toHaveBeenCalled();
    expect(deps.redirect).not.toHaveBeenCalled();
  });

  it('renews an expired token with the stored token, stores the new one and signs in', async () => {
    const fresh = { ...valid, iat: NOW };
    const { deps, token } = fakeDeps('old', { old: expired, renewed: fresh });
    await expect(restoreSession(deps)).resolves.toBe('restored');
    expect(deps.renewToken).toHaveBeenCalledWith('old');
    expect(token()).toBe('renewed');
    expect(deps.acceptToken).toHaveBeenCalledWith('renewed', fresh);
    expect(deps.setUserData).toHaveBeenCalledWith(profile);
  });

  it('on a failed renewal only logs, turns loading off and goes to /login', async () => {
    const { deps, token } = fakeDeps('old', { old: expired });
    deps.renewToken.mockRejectedValueOnce(new Error('401'));
    await expect(restoreSession(deps)).resolves.toBe('renew-failed');
    expect(deps.logError).toHaveBeenCalled();
    expect(deps.setLoading).toHaveBeenCalledWith(false);
    expect(deps.redirect).toHaveBeenCalledWith('/login');
    expect(token()).toBeNull();
    expect(deps.acceptToken).not.toHaveBeenCalled();
  });
});

describe('isTokenExpired', () => {
  it('is expired only when exp is before now in seconds', () => {
    expect(isTokenExpired({ exp: NOW - 1 }, NOW)).toBe(true);
    expect(isTokenExpired({ exp: NOW }, NOW)).toBe(false);
    expect(isTokenExpired({ exp: NOW + 1 }, NOW)).toBe(false);
  });
});
