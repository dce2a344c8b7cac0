import { confirmationCatalogue, createPlainTranslator, formatsFor } from '@haulage/shared/i18n';
import { goodsLine, jobDay, stopLabel, stopWindow } from './job-facts';

const sv = { t: createPlainTranslator('sv', confirmationCatalogue), f: formatsFor('sv') };
const en = { t: createPlainTranslator('en', confirmationCatalogue), f: formatsFor('en') };

describe('stopWindow', () => {
  it('writes the day once when both ends fall on it, on the office’s clock, in the reader’s form', () => {
    const stop = { plannedFrom: '2026-11-25T06:00:00.000Z', plannedTo: '2026-11-25T07:30:00.000Z' };
    expect(stopWindow(sv.t, sv.f, stop)).toBe('2026-11-25 07:00–08:30');
    expect(stopWindow(en.t, en.f, stop)).toBe('25 Nov 2026, 07:00–08:30');
  });

  it('writes both days when the window spans midnight, and one end alone when only one is known', () => {
    expect(stopWindow(sv.t, sv.f, { plannedFrom: '2026-11-25T22:00:00.000Z', plannedTo: '2026-11-26T05:00:00.000Z' })).toBe(
      '2026-11-25 23:00 – 2026-11-26 06:00',
    );
    expect(stopWindow(sv.t, sv.f, { plannedFrom: '2026-11-25T06:00:00.000Z', plannedTo: null })).toBe('från 2026-11-25 07:00');
    expect(stopWindow(en.t, en.f, { plannedFrom: '2026-11-25T06:00:00.000Z', plannedTo: null })).toBe('from 25 Nov 2026, 07:00');
    expect(stopWindow(sv.t, sv.f, { plannedFrom: null, plannedTo: '2026-11-25T06:00:00.000Z' })).toBe('senast 2026-11-25 07:00');
    expect(stopWindow(en.t, en.f, { plannedFrom: null, plannedTo: '2026-11-25T06:00:00.000Z' })).toBe('by 25 Nov 2026, 07:00');
    expect(stopWindow(sv.t, sv.f, { plannedFrom: null, plannedTo: null })).toBeNull();
  });
});

describe('jobDay', () => {
  it('is the planned date, else the first timed stop’s day on the office’s clock', () => {
    expect(jobDay(sv.f, { plannedDate: '2026-11-25', stops: [] })).toBe('2026-11-25');
    expect(jobDay(en.f, { plannedDate: '2026-11-25', stops: [] })).toBe('25 Nov 2026');
    expect(
      jobDay(sv.f, {
        plannedDate: null,
        stops: [
          { type: 'pickup', place: 'A', plannedFrom: null, plannedTo: null },
          { type: 'delivery', place: 'B', plannedFrom: '2026-11-26T23:30:00.000Z', plannedTo: null },
        ],
      }),
    ).toBe('2026-11-27');
    expect(jobDay(sv.f, { plannedDate: null, stops: [] })).toBeNull();
  });
});

describe('goodsLine', () => {
  it('joins what is known about the goods, with numbers and words in the reader’s language', () => {
    const goods = { goodsDescription: 'Paper reels', pallets: 18, weightKg: 12500 };
    expect(goodsLine(sv.t, sv.f, goods)).toBe('Paper reels · 18 pallar · 12 500 kg');
    expect(goodsLine(en.t, en.f, goods)).toBe('Paper reels · 18 pallets · 12,500 kg');
    expect(goodsLine(sv.t, sv.f, { goodsDescription: '  ', pallets: 1, weightKg: null })).toBe('1 pall');
    expect(goodsLine(en.t, en.f, { goodsDescription: '  ', pallets: 1, weightKg: null })).toBe('1 pallet');
    expect(goodsLine(sv.t, sv.f, { goodsDescription: null, pallets: null, weightKg: null })).toBeNull();
  });
});

describe('stopLabel', () => {
  it('names pickups and deliveries, any other stop a stop', () => {
    expect(['pickup', 'delivery', 'other'].map((type) => stopLabel(en.t, type))).toEqual(['Pickup', 'Delivery', 'Stop']);
    expect(['pickup', 'delivery', 'other'].map((type) => stopLabel(sv.t, type))).toEqual(['Upphämtning', 'Leverans', 'Stopp']);
  });
});
