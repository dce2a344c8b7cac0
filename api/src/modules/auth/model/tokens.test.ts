import { forgetVerifiedTokens, signAccessToken, verifyAccessToken } from './tokens';

const settings = { jwtSecret: 'a-test-secret-that-is-long-enough-1234', tokenTtlSeconds: 60 };

describe('verifyAccessToken with remembered verifications', () => {
  afterEach(() => {
    jest.useRealTimers();
    forgetVerifiedTokens();
  });

  it('answers the same claims on every use of a valid token', async () => {
    const token = await signAccessToken(settings, { id: 7, type: 'dispatcher' });
    const first = await verifyAccessToken(settings.jwtSecret, token);
    expect(first).toMatchObject({ id: 7, type: 'dispatcher' });
    expect(await verifyAccessToken(settings.jwtSecret, token)).toEqual(first);
  });

  it('still refuses a remembered token once it has expired, unless within the grace period', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const token = await signAccessToken(settings, { id: 7, type: 'admin' });
    expect(await verifyAccessToken(settings.jwtSecret, token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(await verifyAccessToken(settings.jwtSecret, token)).toBeNull();
    expect(await verifyAccessToken(settings.jwtSecret, token, 30)).not.toBeNull();
  });

  it('never accepts a remembered token under another secret, nor a tampered copy', async () => {
    const token = await signAccessToken(settings, { id: 7, type: 'viewer' });
    expect(await verifyAccessToken(settings.jwtSecret, token)).not.toBeNull();
    expect(await verifyAccessToken('another-secret-that-is-long-enough-123', token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 1, type: 'admin', iat: 1, exp: 9999999999, jti: 'x' })).toString('base64url');
    expect(await verifyAccessToken(settings.jwtSecret, `${header}.${forged}.${signature}`)).toBeNull();
  });
});
