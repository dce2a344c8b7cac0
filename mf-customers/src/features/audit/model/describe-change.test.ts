import { describeAction, describeChange, formatWhen } from './describe-change';

describe('audit wording', () => {
  it('names the action and the kind of entry', () => {
    expect(describeAction({ action: 'update', entityType: 'customers' })).toBe('Changed customer');
    expect(describeAction({ action: 'create', entityType: 'customer-contacts' })).toBe('Created contact');
  });

  it('shows old and new values, empty ones and lists readably', () => {
    expect(describeChange({ field: 'paymentTermsDays', from: 30, to: 45 })).toBe('Payment terms (days): 30 → 45');
    expect(describeChange({ field: 'phoneNumber', from: null, to: '+46 31 12 34 56' })).toBe('Phone number: (empty) → +46 31 12 34 56');
    expect(describeChange({ field: 'lines', from: [], to: [{}] }, 'customer-pricings')).toBe('Price lines: 0 items → 1 item');
  });

  it('names fields by their labels, not their internal names', () => {
    expect(describeChange({ field: 'organizationNumber', from: '556677-8899', to: '556677-8890' })).toBe(
      'Organisation number: 556677-8899 → 556677-8890',
    );
    expect(describeChange({ field: 'emailAddress', from: null, to: 'a@b.se' }, 'customer-contacts')).toBe(
      'Contact e-mail: (empty) → a@b.se',
    );
    expect(describeChange({ field: 'someNewField', from: 1, to: 2 })).toBe('Some new field: 1 → 2');
  });

  it('prints times in Stockholm time', () => {
    expect(formatWhen('2026-03-01T09:30:00.000Z')).toBe('2026-03-01 10:30');
  });
});
