import { adrDescription, dangerousGoodsProblems } from './dangerous-goods';
import { jobInputSchema, jobUpdateSchema } from './job';

const issuesOf = (body: Record<string, unknown>) => {
  const result = jobInputSchema.safeParse({ customer: 'cust1', ...body });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the dangerous goods of a job', () => {
  it('asks ADR goods for their UN number and class, not their packing group', () => {
    expect(dangerousGoodsProblems({ adr: true })).toEqual([
      { field: 'unNumber', message: 'UN number is required for ADR goods' },
      { field: 'adrClass', message: 'ADR class is required for ADR goods' },
    ]);
    expect(dangerousGoodsProblems({ adr: true, unNumber: '1203', adrClass: '3' })).toEqual([]);
    expect(dangerousGoodsProblems({ adr: true, unNumber: '  ', adrClass: '3' })).toEqual([
      { field: 'unNumber', message: 'UN number is required for ADR goods' },
    ]);
  });

  it('refuses ADR details on goods that are not ADR, each on its field', () => {
    expect(dangerousGoodsProblems({ adr: false, unNumber: '1203', adrClass: '3', packingGroup: 'II' }).map((p) => p.field)).toEqual([
      'unNumber',
      'adrClass',
      'packingGroup',
    ]);
    expect(dangerousGoodsProblems({ adr: false, packingGroup: 'II' })).toEqual([
      { field: 'packingGroup', message: 'Packing group is only for ADR goods: mark the goods ADR or leave it empty' },
    ]);
    expect(dangerousGoodsProblems({ adr: false, unNumber: null, adrClass: '' })).toEqual([]);
  });

  it('writes the ADR line as ADR 5.4.1.1.1 orders it, without a packing group when there is none', () => {
    expect(adrDescription({ unNumber: '1203', adrClass: '3', packingGroup: 'II' })).toBe('UN 1203, 3, II');
    expect(adrDescription({ unNumber: '1965', adrClass: '2', packingGroup: null })).toBe('UN 1965, 2');
    expect(adrDescription({ unNumber: null, adrClass: '3', packingGroup: 'II' })).toBeNull();
  });
});

describe('the goods fields of a new job', () => {
  it('takes a UN number with or without its prefix and keeps the four digits', () => {
    for (const written of ['UN 1203', 'un1203', ' 1203 ']) {
      const parsed = jobInputSchema.parse({ customer: 'cust1', adr: true, unNumber: written, adrClass: '3', packingGroup: 'II' });
      expect(parsed.unNumber).toBe('1203');
    }
  });

  it('names the field of a wrong UN number, class, packing group, package count or volume', () => {
    expect(issuesOf({ adr: true, unNumber: 'UN 12034', adrClass: '3' })).toEqual([
      ['unNumber', 'UN number must be 4 digits (e.g. UN 1203)'],
    ]);
    expect(issuesOf({ adr: true, unNumber: '1203', adrClass: '4.4' })).toEqual([
      ['adrClass', 'ADR class must be one of: 1, 2, 3, 4.1, 4.2, 4.3, 5.1, 5.2, 6.1, 6.2, 7, 8, 9'],
    ]);
    expect(issuesOf({ adr: true, unNumber: '1203', adrClass: '3', packingGroup: 'IV' })).toEqual([
      ['packingGroup', 'Packing group must be one of: I, II, III'],
    ]);
    expect(issuesOf({ packageCount: 2.5 })).toEqual([['packageCount', 'Number of packages must be a whole number']]);
    expect(issuesOf({ packageCount: -1 })).toEqual([['packageCount', 'Number of packages must be at least 0']]);
    expect(issuesOf({ volumeM3: 12.3456 })).toEqual([['volumeM3', 'Volume has at most 3 decimals (whole litres)']]);
    expect(issuesOf({ volumeM3: -1 })).toEqual([['volumeM3', 'Volume cannot be negative']]);
  });

  it('accepts goods with marks, packages, packing and a volume to the litre, and ADR goods described in full', () => {
    expect(issuesOf({ goodsMarks: 'ABC 1-18', packageCount: 18, packaging: 'EUR pallets', volumeM3: 33.125 })).toEqual([]);
    expect(issuesOf({ adr: true, unNumber: '1203', adrClass: '3', packingGroup: 'II' })).toEqual([]);
  });

  it('holds a new job to the ADR rule; a change is checked against the stored job by the API', () => {
    expect(issuesOf({ adr: true })).toEqual([
      ['unNumber', 'UN number is required for ADR goods'],
      ['adrClass', 'ADR class is required for ADR goods'],
    ]);
    expect(issuesOf({ unNumber: '1203' })).toEqual([['unNumber', 'UN number is only for ADR goods: mark the goods ADR or leave it empty']]);
    expect(jobUpdateSchema.safeParse({ unNumber: 'UN 1203' }).data?.unNumber).toBe('1203');
  });
});
