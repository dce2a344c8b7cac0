import { tripCanChange, tripRevenue, tripStatusOf } from './trip-status';

describe('tripStatusOf', () => {
  it('follows its jobs', () => {
    expect(tripStatusOf(['planned', 'planned'])).toBe('planned');
    expect(tripStatusOf(['planned', 'dispatched'])).toBe('dispatched');
    expect(tripStatusOf(['dispatched', 'in_progress'])).toBe('in_progress');
    expect(tripStatusOf(['completed', 'planned'])).toBe('in_progress');
    expect(tripStatusOf(['completed', 'invoiced', 'cancelled'])).toBe('completed');
    expect(tripStatusOf(['cancelled', 'cancelled'])).toBe('cancelled');
  });
});

describe('tripCanChange', () => {
  it('allows changes only while planned or dispatched', () => {
    expect(tripCanChange('planned')).toBe(true);
    expect(tripCanChange('dispatched')).toBe(true);
    expect(tripCanChange('in_progress')).toBe(false);
    expect(tripCanChange('completed')).toBe(false);
  });
});

describe('tripRevenue', () => {
  it('sums the jobs’ prices, a job without a price counting nothing', () => {
    expect(tripRevenue([125_000, null, 80_050])).toBe(205_050);
  });
});
