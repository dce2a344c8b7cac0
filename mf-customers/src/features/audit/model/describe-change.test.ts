import { describeAction, describeChange, formatWhen } from './describe-change';

describe('audit wording', () => {
  it('names the action and the kind of entry', () => {
    expect(describeAction({ action: 'update', entityType: 'customers' })).toBe('Changed customer');
    expect(describeAction({ action: 'create', entityType: 'customer-contacts' })).toBe('Created contact');
  });

  it('shows old and new values, empty ones and lists readably', () => {
    expect(describeChange({ field: 'paymentTermsDays', from: 30, to: 45 })).toBe('paymentTermsDays: 30 → 45');
    expect(describeChange({ field: 'phoneNumber', from: null, to: '+46 31 12 34 56' })).toBe('phoneNumber: (empty) → +46 31 12 34 56');
    expect(describeChange({ field: 'lines', from: [], to: [{}, {}] })).toBe('lines: 0 items → 2 items');
  });

  it('prints times in Stockholm time', () => {
    expect(formatWhen('2026-03-01T09:30:00.000Z')).toBe('2026-03-01 10:30');
  });
});
