import type { RemoteDefinition } from '@haulage/shared/platform';
import { allowedTypesForAreaPath, findArea, navForUser, parseRegistry, publicPageAt } from './registry';

const fleet: RemoteDefinition = {
  name: 'mf_fleet',
  title: 'Fleet',
  entry: 'http://127.0.0.1:3001/mf-manifest.json',
  routes: ['/trucks', '/drivers', '/trailers'],
  nav: [
    { label: 'Trucks', path: '/trucks' },
    { label: 'Drivers', path: '/drivers', userTypes: ['admin', 'dispatcher', 'finance'] },
    { label: 'Trailers', path: '/trailers' },
  ],
  userTypes: ['admin', 'dispatcher', 'finance', 'viewer'],
  enabled: true,
  platformContract: '^1',
};
const customers: RemoteDefinition = {
  ...fleet,
  name: 'mf_customers',
  title: 'Customers',
  routes: ['/customers'],
  nav: [{ label: 'Customers', path: '/customers' }],
};
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navForUser', () => {
  it('shows an admin every area, the gallery and the users page', () => {
    expect(labels(navForUser([fleet, customers], 'admin'))).toEqual([
      'Dashboard',
      'Trucks',
      'Drivers',
      'Trailers',
      'Customers',
      'Gallery',
      'Users',
    ]);
  });

  it('hides drivers and users from a viewer', () => {
    expect(labels(navForUser([fleet, customers], 'viewer'))).toEqual(['Dashboard', 'Trucks', 'Trailers', 'Customers', 'Gallery']);
  });

  it('hides the users page from a dispatcher', () => {
    expect(labels(navForUser([fleet, customers], 'dispatcher'))).toEqual([
      'Dashboard',
      'Trucks',
      'Drivers',
      'Trailers',
      'Customers',
      'Gallery',
    ]);
  });

  it("holds only the road app in a driver's navigation, loaded whole", () => {
    expect(navForUser([fleet, customers], 'driver')).toEqual([{ label: 'Driver app', path: '/driver', startsAlone: true }]);
  });

  it('hides an area that is switched off or not open to the user type', () => {
    const financeOnly = { ...customers, userTypes: ['finance' as const] };
    expect(labels(navForUser([{ ...fleet, enabled: false }, financeOnly], 'dispatcher'))).toEqual(['Dashboard', 'Gallery']);
    expect(labels(navForUser([{ ...fleet, enabled: false }, financeOnly], 'finance'))).toEqual(['Dashboard', 'Customers', 'Gallery']);
  });

  it('shows nothing to a visitor', () => {
    expect(navForUser([fleet], null)).toEqual([]);
  });
});

describe('findArea and allowedTypesForAreaPath', () => {
  it('finds the enabled area owning a path and its stricter page rules', () => {
    expect(findArea([fleet, customers], '/drivers/abc')?.name).toBe('mf_fleet');
    expect(findArea([fleet, customers], '/truckstop')).toBeUndefined();
    expect(findArea([{ ...fleet, enabled: false }], '/trucks')).toBeUndefined();
    expect(allowedTypesForAreaPath(fleet, '/drivers/abc')).not.toContain('viewer');
    expect(allowedTypesForAreaPath(fleet, '/trucks')).toContain('viewer');
  });
});

describe('parseRegistry', () => {
  it('drops malformed entries and defaults the optional fields', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { nav: _nav, title: _title, enabled: _enabled, ...bare } = fleet;
    const registry = parseRegistry({ remotes: [bare, { name: 'broken' }] });
    expect(registry.remotes).toHaveLength(1);
    expect(registry.remotes[0]).toMatchObject({ name: 'mf_fleet', title: 'mf_fleet', nav: [], enabled: true });
    expect(parseRegistry(null)).toEqual({ remotes: [] });
  });

  it('keeps public routes as paths, with the public pages beside them (contract 1.3)', () => {
    const registry = parseRegistry({
      remotes: [{ ...fleet, publicRoutes: ['/trucks/status'], publicPages: [{ path: '/trucks/track', module: './track' }] }],
    });
    expect(registry.remotes[0]).toMatchObject({
      publicRoutes: ['/trucks/status', '/trucks/track'],
      publicPages: [{ path: '/trucks/track', module: './track' }],
    });
  });

  it('reads a public page written straight into publicRoutes, and drops what it cannot read', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    warn.mockClear();
    const registry = parseRegistry({
      remotes: [{ ...fleet, publicRoutes: [{ path: '/trucks/track', module: './track' }, { path: '/x', module: 'track' }, 7] }],
    });
    expect(registry.remotes[0]!.publicRoutes).toEqual(['/trucks/track']);
    expect(registry.remotes[0]!.publicPages).toEqual([{ path: '/trucks/track', module: './track' }]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads a registry written before public pages as it always did', () => {
    const registry = parseRegistry({ remotes: [{ ...fleet, publicRoutes: ['/trucks/status'] }] });
    expect(registry.remotes[0]!.publicRoutes).toEqual(['/trucks/status']);
    expect(registry.remotes[0]!.publicPages).toBeUndefined();
  });
});

describe('publicPageAt', () => {
  it('finds the public page under which a path lies', () => {
    const remote = { publicPages: [{ path: '/jobs/confirmJob', module: './confirm' }] };
    expect(publicPageAt(remote, '/jobs/confirmJob')?.module).toBe('./confirm');
    expect(publicPageAt(remote, '/jobs/confirmJob/x')?.module).toBe('./confirm');
    expect(publicPageAt(remote, '/jobs/confirmJobs')).toBeUndefined();
    expect(publicPageAt({}, '/jobs/confirmJob')).toBeUndefined();
  });
});
