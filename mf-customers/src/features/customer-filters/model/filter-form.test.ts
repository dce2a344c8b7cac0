import { describeFilter, filterToForm, formToFilterPayload } from './filter-form';

describe('saved filter form', () => {
  it('sends "any" choices and blank inputs as null', () => {
    expect(formToFilterPayload({ ...filterToForm(), name: ' Nord ', search: 'lind', countryCode: 'se' })).toEqual({
      name: 'Nord',
      search: 'lind',
      customerStatus: null,
      countryCode: 'SE',
      vatType: null,
      paymentTermsDays: null,
    });
  });

  it('sends payment terms as a number', () => {
    expect(formToFilterPayload({ ...filterToForm(), name: 'Long terms', paymentTermsDays: '60' }).paymentTermsDays).toBe(60);
  });

  it('summarises what a filter narrows on', () => {
    expect(describeFilter({ search: 'lind', customerStatus: 'active', countryCode: 'SE', vatType: null, paymentTermsDays: 30 })).toBe(
      '“lind”, Active, country SE, 30 days',
    );
    expect(describeFilter({ search: null, customerStatus: null, countryCode: null, vatType: null, paymentTermsDays: null })).toBe(
      'All customers',
    );
  });
});
