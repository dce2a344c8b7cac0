import { goodsLine, jobDay, stopLabel, stopWindow } from './job-facts';

describe('stopWindow', () => {
  it('writes the day once when both ends fall on it, in the office’s time zone', () => {
    expect(stopWindow({ plannedFrom: '2026-11-25T06:00:00.000Z', plannedTo: '2026-11-25T07:30:00.000Z' })).toBe('2026-11-25 07:00–08:30');
  });

  it('writes both days when the window spans midnight, and one end alone when only one is known', () => {
    expect(stopWindow({ plannedFrom: '2026-11-25T22:00:00.000Z', plannedTo: '2026-11-26T05:00:00.000Z' })).toBe(
      '2026-11-25 23:00 – 2026-11-26 06:00',
    );
    expect(stopWindow({ plannedFrom: '2026-11-25T06:00:00.000Z', plannedTo: null })).toBe('from 2026-11-25 07:00');
    expect(stopWindow({ plannedFrom: null, plannedTo: '2026-11-25T06:00:00.000Z' })).toBe('by 2026-11-25 07:00');
    expect(stopWindow({ plannedFrom: null, plannedTo: null })).toBeNull();
  });
});

describe('jobDay', () => {
  it('is the planned date in words, else the first timed stop’s day', () => {
    expect(jobDay({ plannedDate: '2026-11-25', stops: [] })).toBe('25 november 2026');
    expect(
      jobDay({
        plannedDate: null,
        stops: [
          { type: 'pickup', place: 'A', plannedFrom: null, plannedTo: null },
          { type: 'delivery', place: 'B', plannedFrom: '2026-11-26T23:30:00.000Z', plannedTo: null },
        ],
      }),
    ).toBe('27 november 2026');
    expect(jobDay({ plannedDate: null, stops: [] })).toBeNull();
  });
});

describe('goodsLine', () => {
  it('joins what is known about the goods, in Swedish numbers', () => {
    expect(goodsLine({ goodsDescription: 'Paper reels', pallets: 18, weightKg: 12500 })).toBe('Paper reels · 18 pallets · 12 500 kg');
    expect(goodsLine({ goodsDescription: '  ', pallets: 1, weightKg: null })).toBe('1 pallet');
    expect(goodsLine({ goodsDescription: null, pallets: null, weightKg: null })).toBeNull();
  });
});

describe('stopLabel', () => {
  it('names pickups and deliveries, any other stop a stop', () => {
    expect([stopLabel('pickup'), stopLabel('delivery'), stopLabel('other')]).toEqual(['Pickup', 'Delivery', 'Stop']);
  });
});
