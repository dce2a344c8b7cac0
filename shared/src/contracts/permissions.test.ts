import { allowedTypes, can, PERMISSIONS } from './permissions';

describe('permission matrix', () => {
  it('lets an admin do everything on every resource people write', () => {
    for (const resource of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      // Read-only by nature: written by the system (history, figures, the outboxes, export records), never by a person.
      const systemWritten = [
        'audit-entries',
        'fleet-summary',
        'jobs-report',
        'sms-messages',
        'email-messages',
        'invoice-exports',
        'consignment-notes',
        'job-messages',
      ];
      // The road app's reports are the driver's own; the office reads them (and admins give access).
      const driverWritten = [
        'driver-run',
        'stop-events',
        'proofs',
        'problems',
        'driver-odometer',
        'driver-trucks',
        'job-etas',
        'driver-sign-in-links',
      ];
      if (driverWritten.includes(resource)) continue;
      if ([...systemWritten, 'trucks-performance', 'customers-performance'].includes(resource)) {
        expect(can('admin', resource, 'read')).toBe(true);
        expect(can('admin', resource, 'create')).toBe(false);
        continue;
      }
      expect(can('admin', resource, 'create')).toBe(true);
      expect(can('admin', resource, 'delete')).toBe(true);
    }
  });

  it('shows export records to finance and admin only, and the e-mail outbox to admins only', () => {
    expect(can('finance', 'invoice-exports', 'read')).toBe(true);
    expect(can('dispatcher', 'invoice-exports', 'read')).toBe(false);
    expect(can('finance', 'email-messages', 'read')).toBe(false);
    expect(can('admin', 'email-messages', 'read')).toBe(true);
  });

  it('lets dispatchers edit the fleet but not delete trucks', () => {
    expect(can('dispatcher', 'trucks', 'update')).toBe(true);
    expect(can('dispatcher', 'trucks', 'delete')).toBe(false);
  });

  it('keeps viewers read-only and away from personal data and users', () => {
    expect(can('viewer', 'trucks', 'read')).toBe(true);
    expect(can('viewer', 'trucks', 'create')).toBe(false);
    expect(can('viewer', 'drivers', 'read')).toBe(false);
    expect(can('viewer', 'users', 'read')).toBe(false);
  });

  it('gives price agreements to finance and admin, and only read access to dispatchers', () => {
    expect(can('finance', 'customer-pricings', 'update')).toBe(true);
    expect(can('dispatcher', 'customer-pricings', 'read')).toBe(true);
    expect(can('dispatcher', 'customer-pricings', 'update')).toBe(false);
  });

  it('lets dispatchers and admins write jobs, finance and viewers only read them', () => {
    expect(can('dispatcher', 'jobs', 'update')).toBe(true);
    expect(can('finance', 'jobs', 'read')).toBe(true);
    expect(can('finance', 'jobs', 'update')).toBe(false);
    expect(can('viewer', 'jobs', 'read')).toBe(true);
    expect(can('viewer', 'job-operations', 'read')).toBe(false);
    expect(can('viewer', 'jobs-report', 'read')).toBe(false);
    expect(can('dispatcher', 'destinations', 'create')).toBe(true);
  });

  it('shows performance and pay to admins and finance only', () => {
    for (const resource of ['trucks-performance', 'customers-performance', 'pay-rules', 'driver-salaries', 'driver-payments'] as const) {
      expect(can('finance', resource, 'read')).toBe(true);
      expect(can('dispatcher', resource, 'read')).toBe(false);
      expect(can('viewer', resource, 'read')).toBe(false);
    }
    expect(can('finance', 'driver-salaries', 'update')).toBe(true);
    expect(can('finance', 'trucks-performance', 'create')).toBe(false);
  });

  it('lets only admins and finance read and write invoices', () => {
    expect(can('finance', 'invoices', 'create')).toBe(true);
    expect(can('finance', 'invoices', 'delete')).toBe(true);
    expect(can('dispatcher', 'invoices', 'read')).toBe(false);
    expect(can('viewer', 'invoices', 'read')).toBe(false);
  });

  it('lets dispatch combine and split trips, the office read them, viewers not see them', () => {
    expect(can('dispatcher', 'trips', 'create')).toBe(true);
    expect(can('dispatcher', 'trips', 'delete')).toBe(true);
    expect(can('finance', 'trips', 'read')).toBe(true);
    expect(can('finance', 'trips', 'update')).toBe(false);
    expect(can('viewer', 'trips', 'read')).toBe(false);
  });

  it('gives a driver the road app and nothing of the back office', () => {
    const roadApp = [
      'driver-run',
      'stop-events',
      'proofs',
      'problems',
      'driver-odometer',
      'driver-trucks',
      'job-etas',
      'consignment-notes',
    ];
    for (const resource of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      if (roadApp.includes(resource)) continue;
      for (const action of ['read', 'create', 'update', 'delete'] as const) expect(can('driver', resource, action)).toBe(false);
    }
    expect(can('driver', 'driver-run', 'read')).toBe(true);
    expect(can('driver', 'stop-events', 'create')).toBe(true);
    expect(can('driver', 'proofs', 'create')).toBe(true);
    expect(can('driver', 'driver-odometer', 'create')).toBe(true);
    expect(can('driver', 'driver-trucks', 'read')).toBe(true);
    expect(can('driver', 'trucks', 'read')).toBe(false);
    // The office has /api/trucks: the driver's narrow list is not theirs.
    expect(can('dispatcher', 'driver-trucks', 'read')).toBe(false);
    expect(can('driver', 'jobs', 'read')).toBe(false);
    expect(can('dispatcher', 'problems', 'read')).toBe(true);
    expect(can('dispatcher', 'driver-sign-in-links', 'create')).toBe(true);
    expect(can('viewer', 'driver-sign-in-links', 'create')).toBe(false);
  });

  it('lets the office and drivers read consignment notes (a driver only their own job’s, the route checks), and nobody write one', () => {
    for (const type of ['admin', 'dispatcher', 'finance', 'driver'] as const) expect(can(type, 'consignment-notes', 'read')).toBe(true);
    expect(can('viewer', 'consignment-notes', 'read')).toBe(false);
    for (const action of ['create', 'update', 'delete'] as const) expect(can('admin', 'consignment-notes', action)).toBe(false);
  });

  it('refuses a missing user type', () => {
    expect(can(undefined, 'trucks', 'read')).toBe(false);
    expect(allowedTypes('users', 'create')).toEqual(['admin']);
  });
});
