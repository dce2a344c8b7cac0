import { csvColumnOf, csvInstant, stopsOfRow } from './csv-stops';

describe('CSV stop windows in Swedish office time', () => {
  it('reads dates and times as Swedish spreadsheets write them, winter and summer time', () => {
    expect(csvInstant('2026-03-02 07:00')).toBe('2026-03-02T06:00:00.000Z');
    expect(csvInstant('2026-07-15 7.30')).toBe('2026-07-15T05:30:00.000Z');
    expect(csvInstant('2026-07-15T16:45:30')).toBe('2026-07-15T14:45:30.000Z');
    expect(csvInstant(' 2026-12-24 06:00 ')).toBe('2026-12-24T05:00:00.000Z');
  });

  it('puts a bare time on the row’s planned date', () => {
    expect(csvInstant('14.15', '2026-10-26')).toBe('2026-10-26T13:15:00.000Z');
    expect(csvInstant('8:05', '2026-10-24')).toBe('2026-10-24T06:05:00.000Z');
    expect(csvInstant('8:05')).toBe('8:05');
  });

  it('keeps the offset an instant already has, and leaves nonsense for the schema to refuse', () => {
    expect(csvInstant('2026-03-02T06:00:00Z')).toBe('2026-03-02T06:00:00Z');
    expect(csvInstant('2026-02-30 07:00')).toBe('2026-02-30 07:00');
    expect(csvInstant('2026-03-02 25:00')).toBe('2026-03-02 25:00');
    expect(csvInstant('imorgon')).toBe('imorgon');
  });

  it('finds the offset of the day of a clock change', () => {
    expect(csvInstant('2026-03-29 01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(csvInstant('04:00', '2026-03-29')).toBe('2026-03-29T02:00:00.000Z');
    expect(csvInstant('2026-10-25 04:00')).toBe('2026-10-25T03:00:00.000Z');
  });
});

describe('stopsOfRow', () => {
  it('makes a pickup and a delivery of their columns, in that order', () => {
    expect(
      stopsOfRow({
        plannedDate: '2026-03-02',
        delivery: 'IKEA DC Jönköping',
        deliveryFrom: '13.00',
        pickup: 'Volvo Torslanda',
        pickupFrom: '07:00',
        pickupTo: '2026-03-02 08:30',
      }),
    ).toEqual([
      {
        type: 'pickup',
        destination: 'Volvo Torslanda',
        plannedFrom: '2026-03-02T06:00:00.000Z',
        plannedTo: '2026-03-02T07:30:00.000Z',
      },
      { type: 'delivery', destination: 'IKEA DC Jönköping', plannedFrom: '2026-03-02T12:00:00.000Z' },
    ]);
  });

  it('leaves out a stop whose columns are empty or missing', () => {
    expect(stopsOfRow({ pickup: '', pickupFrom: '', delivery: 'Arla' })).toEqual([{ type: 'delivery', destination: 'Arla' }]);
    expect(stopsOfRow({ customer: 'Åkeri Väst AB' })).toEqual([]);
  });
});

describe('csvColumnOf', () => {
  const job = { stops: [{ type: 'pickup' }, { type: 'delivery' }] };

  it('names the CSV column of a stop field', () => {
    expect(csvColumnOf('stops.0.plannedFrom', job)).toBe('pickupFrom');
    expect(csvColumnOf('stops.1.plannedTo', job)).toBe('deliveryTo');
    expect(csvColumnOf('stops.1.destination', job)).toBe('delivery');
    expect(csvColumnOf('stops.1', job)).toBe('delivery');
  });

  it('leaves other fields as they are', () => {
    expect(csvColumnOf('weightKg', job)).toBe('weightKg');
    expect(csvColumnOf('stops.3.plannedTo', job)).toBe('stops.3.plannedTo');
  });
});
