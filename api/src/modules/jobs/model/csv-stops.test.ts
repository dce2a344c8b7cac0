import { csvColumnOf, csvInstant, officeInstant, stopsOfRow } from './csv-stops';

describe('CSV stop windows in Swedish office time', () => {
  it('reads dates and times as Swedish spreadsheets write them, winter and summer time', () => {
    expect(csvInstant('2026-03-02 07:00')).toBe('2026-03-02T07:00:00+01:00');
    expect(csvInstant('2026-07-15 7.30')).toBe('2026-07-15T07:30:00+02:00');
    expect(csvInstant('2026-07-15T16:45:30')).toBe('2026-07-15T16:45:30+02:00');
    expect(csvInstant(' 2026-12-24 06:00 ')).toBe('2026-12-24T06:00:00+01:00');
  });

  it('puts a bare time on the row’s planned date', () => {
    expect(csvInstant('14.15', '2026-10-26')).toBe('2026-10-26T14:15:00+01:00');
    expect(csvInstant('8:05', '2026-10-24')).toBe('2026-10-24T08:05:00+02:00');
    expect(csvInstant('8:05')).toBe('8:05');
  });

  it('keeps the offset an instant already has, and leaves nonsense for the schema to refuse', () => {
    expect(csvInstant('2026-03-02T06:00:00Z')).toBe('2026-03-02T06:00:00Z');
    expect(csvInstant('2026-02-30 07:00')).toBe('2026-02-30 07:00');
    expect(csvInstant('2026-03-02 25:00')).toBe('2026-03-02 25:00');
    expect(csvInstant('imorgon')).toBe('imorgon');
  });

  it('finds the offset of the day of a clock change', () => {
    expect(officeInstant('2026-03-29', 1, 30)).toBe('2026-03-29T01:30:00+01:00');
    expect(officeInstant('2026-03-29', 4, 0)).toBe('2026-03-29T04:00:00+02:00');
    expect(officeInstant('2026-10-25', 4, 0)).toBe('2026-10-25T04:00:00+01:00');
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
        plannedFrom: '2026-03-02T07:00:00+01:00',
        plannedTo: '2026-03-02T08:30:00+01:00',
      },
      { type: 'delivery', destination: 'IKEA DC Jönköping', plannedFrom: '2026-03-02T13:00:00+01:00' },
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
