import { jobInputSchema } from '@haulage/shared/contracts';
import { EXAMPLE_COLUMNS, EXAMPLE_JOB_COLUMNS, exampleCsv, exampleCsvHref, percent } from './example-csv';

describe('the example CSV', () => {
  it('names job fields the API knows, then the pickup and delivery columns', () => {
    for (const column of EXAMPLE_JOB_COLUMNS) expect(Object.keys(jobInputSchema.shape)).toContain(column);
    expect(EXAMPLE_COLUMNS.slice(EXAMPLE_JOB_COLUMNS.length)).toEqual([
      'pickup',
      'pickupFrom',
      'pickupTo',
      'delivery',
      'deliveryFrom',
      'deliveryTo',
    ]);
  });

  it('has a header and rows with as many cells, the day given', () => {
    const [header, ...rows] = exampleCsv('2026-03-02').split('\r\n');
    expect(header).toBe(EXAMPLE_COLUMNS.join(';'));
    for (const row of rows) {
      expect(row.split(';')).toHaveLength(EXAMPLE_COLUMNS.length);
      expect(row).toContain(';2026-03-02;');
    }
  });

  it('downloads as UTF-8 with a BOM, so Excel shows å, ä and ö', () => {
    const href = exampleCsvHref('2026-03-02');
    expect(href.startsWith('data:text/csv;charset=utf-8,%EF%BB%BFcustomer')).toBe(true);
    expect(decodeURIComponent(href.split(',').slice(1).join(','))).toContain('Västkustens Livs AB');
  });
});

describe('progress', () => {
  it('is a whole percent, never above 100', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 4)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });
});
