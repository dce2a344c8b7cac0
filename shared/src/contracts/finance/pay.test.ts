import { manualLineSchema, payPeriod, payRuleInputSchema, payRuleUpdateSchema } from './pay';

describe('pay contracts', () => {
  it('accepts a rule with only what it sets, and refuses a validity that ends before it starts', () => {
    expect(payRuleInputSchema.parse({ driver: 'd1', validFrom: '2026-01-01', basis: 'hourly', hourlyRate: 18_500 })).toEqual({
      driver: 'd1',
      validFrom: '2026-01-01',
      basis: 'hourly',
      hourlyRate: 18_500,
    });
    const wrong = payRuleInputSchema.safeParse({ driver: 'd1', validFrom: '2026-01-01', validTo: '2025-12-31', basis: 'monthly' });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['validTo'], message: 'Valid to cannot be before valid from' });
    expect(payRuleInputSchema.safeParse({ driver: 'd1', validFrom: '2026-01-01', basis: 'weekly' }).success).toBe(false);
    expect(payRuleInputSchema.safeParse({ driver: 'd1', validFrom: '2026-01-01', basis: 'hourly', dailyHours: 25 }).success).toBe(false);
  });

  it('changes only what an update sends', () => {
    expect(payRuleUpdateSchema.parse({ nightSupplement: 4_000 })).toEqual({ nightSupplement: 4_000 });
  });

  it('takes months as YYYY-MM and manual lines with a deduction', () => {
    expect(payPeriod.safeParse('2026-12').success).toBe(true);
    expect(payPeriod.safeParse('2026-13').success).toBe(false);
    expect(manualLineSchema.parse({ description: 'Work clothes', quantity: 1, rate: -25_000 })).toEqual({
      description: 'Work clothes',
      quantity: 1,
      unit: 'pcs',
      rate: -25_000,
    });
  });
});
