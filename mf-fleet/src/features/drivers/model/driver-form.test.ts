import type { Driver } from '@haulage/shared/contracts';
import { driverName, driverToForm, emptyDriverForm, toDriverPayload } from './driver-form';

describe('driver form ↔ payload', () => {
  it('sends blanks as null and keeps the licence classes', () => {
    const payload = toDriverPayload({ ...emptyDriverForm(), firstName: 'Anna', lastName: 'Berg', licenceClasses: ['C', 'CE'] });
    expect(payload).toMatchObject({
      firstName: 'Anna',
      lastName: 'Berg',
      phoneNumber: null,
      area: null,
      licenceClasses: ['C', 'CE'],
      driverStatus: 'active',
    });
  });

  it('fills the form from a driver', () => {
    const form = driverToForm({
      firstName: 'Anna',
      lastName: 'Berg',
      phoneNumber: null,
      area: { documentId: 'a1' },
      licenceClasses: ['CE'],
    } as unknown as Driver);
    expect(form).toMatchObject({ firstName: 'Anna', phoneNumber: '', area: 'a1', licenceClasses: ['CE'] });
    expect(driverName({ firstName: 'Anna', lastName: 'Berg' })).toBe('Anna Berg');
  });
});
