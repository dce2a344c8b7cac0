import { forgetReturnPath, rememberReturnPath, safeReturnPath, takeReturnPath } from './return-path';

const ORIGIN = 'http://haulage.test';
const at = (path: string) => {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, origin: ORIGIN };
};

describe('return path after signing in', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps an in-app page with its query and hash', () => {
    expect(safeReturnPath('/trucks/abc123?tab=tyres#due', ORIGIN)).toBe('/trucks/abc123?tab=tyres#due');
    expect(safeReturnPath('/customers/customerDetails?id=c1', ORIGIN)).toBe('/customers/customerDetails?id=c1');
  });

  it.each([
    ['another site', 'https://evil.example/trucks'],
    ['a protocol-relative address', '//evil.example/trucks'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a control character', '/trucks\n//evil.example'],
    ['nothing', ''],
  ])('never sends the user to %s', (_what, raw) => {
    expect(safeReturnPath(raw, ORIGIN)).toBeNull();
  });

  it('leaves home, sign-in and the public pages to the redirect rules (the dashboard)', () => {
    for (const raw of ['/', '/login', '/login/', '/privacy-policy', '/jobs/confirmJob?token=x']) {
      expect(safeReturnPath(raw, ORIGIN)).toBeNull();
    }
  });

  it('opens the remembered page once, then the dashboard', () => {
    rememberReturnPath(at('/trailers/t1?x=1'));
    expect(takeReturnPath(ORIGIN)).toBe('/trailers/t1?x=1');
    expect(takeReturnPath(ORIGIN)).toBe('/dashboard');
  });

  it('does not trust what is in storage', () => {
    window.sessionStorage.setItem('haulage:return-path', '//evil.example');
    expect(takeReturnPath(ORIGIN)).toBe('/dashboard');
  });

  it('forgets the page on a deliberate sign-out', () => {
    rememberReturnPath(at('/drivers'));
    forgetReturnPath();
    expect(takeReturnPath(ORIGIN)).toBe('/dashboard');
  });
});
