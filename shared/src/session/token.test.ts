import { bootDecision, decodeToken, isExpired } from './token';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const makeToken = (payload: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;

describe('decodeToken', () => {
  it('reads the payload of a product token', () => {
    expect(decodeToken(makeToken({ id: 7, iat: 100, exp: 200, type: 'admin' }))).toEqual({ id: 7, iat: 100, exp: 200, type: 'admin' });
  });

  it('answers null for anything undecodable or foreign', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken(makeToken({ id: 7, exp: 200, type: 'superuser' }))).toBeNull();
  });
});

describe('isExpired', () => {
  it('is expired only when exp is before now in seconds', () => {
    expect(isExpired({ exp: 999 }, 1000)).toBe(true);
    expect(isExpired({ exp: 1000 }, 1000)).toBe(false);
    expect(isExpired({ exp: 1001 }, 1000)).toBe(false);
  });
});

describe('bootDecision', () => {
  it('decides what the stored token means on load', () => {
    const valid = makeToken({ id: 1, iat: 0, exp: 2000, type: 'viewer' });
    expect(bootDecision(null, 1000)).toEqual({ kind: 'anonymous' });
    expect(bootDecision('garbage', 1000)).toEqual({ kind: 'invalid' });
    expect(bootDecision(valid, 3000)).toEqual({ kind: 'renew', token: valid });
    expect(bootDecision(valid, 1000)).toMatchObject({ kind: 'signed-in', user: { id: 1, type: 'viewer' } });
  });
});
