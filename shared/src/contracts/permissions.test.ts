import { allowedTypes, can, PERMISSIONS } from './permissions';

describe('permission matrix', () => {
  it('lets an admin do everything on every resource people write', () => {
    for (const resource of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      // Read-only by nature: written by the system (history, figures, the outboxes, export records), never by a person.
      const systemWritten = ['audit-entries', 'fleet-summary', 'jobs-report', 'sms-messages', 'email-messages', 'invoice-exports'];
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

  it('refuses a missing user type', () => {
    expect(can(undefined, 'trucks', 'read')).toBe(false);
    expect(allowedTypes('users', 'create')).toEqual(['admin']);
  });
});
