import { addDays, dueDateOf, fiscalYearOf } from './dates';
import { formatInvoiceNumber } from './numbering';

describe('due dates and the fiscal year', () => {
  it('adds the customer’s payment terms to the invoice date across months, leap days and years', () => {
    expect(dueDateOf('2026-11-25', 30)).toBe('2026-12-25');
    expect(dueDateOf('2028-02-15', 14)).toBe('2028-02-29');
    expect(dueDateOf('2026-12-20', 30)).toBe('2027-01-19');
    expect(dueDateOf('2026-03-29', 0)).toBe('2026-03-29');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
  });

  it('takes the fiscal year from the invoice date', () => {
    expect(fiscalYearOf('2026-12-31')).toBe(2026);
    expect(fiscalYearOf('2027-01-01')).toBe(2027);
  });
});

describe('the number series', () => {
  it('writes the prefix, the fiscal year and a five-digit sequence, so numbers sort as text', () => {
    expect(formatInvoiceNumber('F', 2026, 1)).toBe('F2026-00001');
    expect(formatInvoiceNumber('F', 2026, 17)).toBe('F2026-00017');
  });

  it('formats the credit series with its own prefix', () => {
    expect(formatInvoiceNumber('K', 2027, 123)).toBe('K2027-00123');
  });
});
