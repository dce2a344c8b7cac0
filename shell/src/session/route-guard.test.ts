import { decideRoute, homePathFor, isPublicPath, startsAlone, type GuardInput } from './route-guard';

const visitor: GuardInput = {
  path: '/trucks',
  hasToken: false,
  tokenDecodable: false,
  isAuthenticated: false,
  isLoading: false,
  userType: null,
};
const signedIn: GuardInput = { ...visitor, hasToken: true, tokenDecodable: true, isAuthenticated: true, userType: 'dispatcher' };

describe('decideRoute', () => {
  it.each(['/', '/dashboard', '/trucks', '/users', '/customers/123'])('sends a visitor without a token on %s to /login', (path) => {
    expect(decideRoute({ ...visitor, path })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each([
    '/login',
    '/jobs/confirmJob',
    '/jobs/confirmJob?id=4',
    '/jobs/confirmJob/abc',
    '/jobs/confirmJobs',
    '/privacy-policy',
    '/privacy-policy/',
  ])('leaves %s open to a visitor without a token', (path) => {
    expect(decideRoute({ ...visitor, path: path.split('?')[0]! })).toEqual({ kind: 'allow' });
  });

  it('leaves a public route declared by a remote open', () => {
    expect(decideRoute({ ...visitor, path: '/track/ABC', publicPaths: ['/track'] })).toEqual({ kind: 'allow' });
  });

  it('sends a user whose stored token cannot be decoded to /login', () => {
    expect(decideRoute({ ...visitor, path: '/dashboard', hasToken: true, tokenDecodable: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideRoute({ ...visitor, path: '/login', hasToken: true, tokenDecodable: false })).toEqual({ kind: 'allow' });
  });

  it('waits while a stored, decodable token is being restored', () => {
    expect(decideRoute({ ...visitor, path: '/trucks', hasToken: true, tokenDecodable: true, isLoading: true })).toEqual({
      kind: 'pending',
    });
  });

  it.each(['/', '/login'])('sends a signed-in user on %s to the dashboard once not loading', (path) => {
    expect(decideRoute({ ...signedIn, path })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideRoute({ ...signedIn, path, isLoading: true })).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in user on an unprotected page', () => {
    expect(decideRoute({ ...signedIn, path: '/dashboard' })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...signedIn, path: '/privacy-policy' })).toEqual({ kind: 'allow' });
  });

  it('lets an allowed user type on a protected page and forbids the others', () => {
    expect(decideRoute({ ...signedIn, path: '/users', userType: 'admin', allowedTypes: ['admin'] })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...signedIn, path: '/users', userType: 'dispatcher', allowedTypes: ['admin'] })).toEqual({ kind: 'forbidden' });
    expect(decideRoute({ ...signedIn, path: '/drivers', userType: 'viewer', allowedTypes: ['admin', 'dispatcher', 'finance'] })).toEqual({
      kind: 'forbidden',
    });
  });

  it('forbids a protected page when the token carries no known type', () => {
    expect(decideRoute({ ...signedIn, path: '/users', userType: null, allowedTypes: ['admin'] })).toEqual({ kind: 'forbidden' });
  });
});

describe('isPublicPath', () => {
  it('does not open look-alike paths', () => {
    expect(isPublicPath('/login-help')).toBe(false);
    expect(isPublicPath('/privacy-policy-old')).toBe(false);
    expect(isPublicPath('/jobs')).toBe(false);
  });
});

describe('a driver', () => {
  const driver: GuardInput = { ...signedIn, userType: 'driver' };

  it.each(['/', '/login'])('is sent from %s to the road app', (path) => {
    expect(decideRoute({ ...driver, path })).toEqual({ kind: 'redirect', to: '/driver' });
  });

  it.each(['/dashboard', '/trucks', '/jobs/jobPlanning', '/users'])('sees 403 on the back-office page %s', (path) => {
    expect(decideRoute({ ...driver, path })).toEqual({ kind: 'forbidden' });
    expect(decideRoute({ ...driver, path, allowedTypes: ['admin', 'dispatcher', 'finance', 'viewer'] })).toEqual({ kind: 'forbidden' });
  });

  it('keeps the public pages and the road app', () => {
    expect(decideRoute({ ...driver, path: '/privacy-policy' })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...driver, path: '/driver', publicPaths: ['/driver'] })).toEqual({ kind: 'allow' });
  });
});

describe('homePathFor and startsAlone', () => {
  it('starts a driver in the road app and everyone else on the dashboard', () => {
    expect(homePathFor('driver')).toBe('/driver');
    expect(homePathFor('dispatcher')).toBe('/dashboard');
    expect(homePathFor(null)).toBe('/dashboard');
  });

  it('loads the road app whole, never a look-alike', () => {
    expect(startsAlone('/driver')).toBe(true);
    expect(startsAlone('/driver/sign-in?token=x')).toBe(true);
    expect(startsAlone('/drivers')).toBe(false);
  });
});
