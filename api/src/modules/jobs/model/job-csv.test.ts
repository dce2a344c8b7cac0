import { parseCsv, rowToJob, swedishNumber } from './job-csv';

describe('job CSV', () => {
  it('reads Swedish Excel exports: BOM, semicolons, decimal commas, å ä ö', () => {
    const text =
      '\uFEFFcustomer;customerReference;weightKg;kmPlanned;adr;goodsDescription\r\nÅkeri Väst AB;PO-1;"12 500,5";142,7;ja;Smörgåsar\r\n';
    const [row] = parseCsv(text);
    expect(row).toEqual({
      customer: 'Åkeri Väst AB',
      customerReference: 'PO-1',
      weightKg: '12 500,5',
      kmPlanned: '142,7',
      adr: 'ja',
      goodsDescription: 'Smörgåsar',
    });
    expect(rowToJob(row!)).toEqual({
      customer: 'Åkeri Väst AB',
      customerReference: 'PO-1',
      weightKg: 12500.5,
      kmPlanned: 142.7,
      adr: true,
      goodsDescription: 'Smörgåsar',
    });
  });

  it('reads the consignment note’s goods columns: packages and volume as numbers, the ADR details as written', () => {
    const text =
      'customer;packageCount;volumeM3;packaging;goodsMarks;adr;unNumber;adrClass;packingGroup\nÅkeri Väst AB;18;"33,125";EUR-pall;ABC 1-18;ja;UN 1203;3;II\n';
    expect(rowToJob(parseCsv(text)[0]!)).toEqual({
      customer: 'Åkeri Väst AB',
      packageCount: 18,
      volumeM3: 33.125,
      packaging: 'EUR-pall',
      goodsMarks: 'ABC 1-18',
      adr: true,
      unNumber: 'UN 1203',
      adrClass: '3',
      packingGroup: 'II',
    });
  });

  it('reads comma-separated files with quoted commas', () => {
    expect(parseCsv('customer,goodsDescription,pallets\n556036-0793,"Paper, rolls",12\n')).toEqual([
      { customer: '556036-0793', goodsDescription: 'Paper, rolls', pallets: '12' },
    ]);
  });

  it('parses numbers the Swedish way and leaves nonsense for validation', () => {
    expect(swedishNumber('1 234,5')).toBe(1234.5);
    expect(swedishNumber('1234.5')).toBe(1234.5);
    expect(swedishNumber('')).toBeUndefined();
    expect(swedishNumber('tolv')).toBe('tolv');
    expect(rowToJob({ adr: 'kanske' })).toEqual({ adr: 'kanske' });
  });

  it('carries a pickup and a delivery in their own columns, times in Swedish office time', () => {
    const text =
      'customer;plannedDate;pickup;pickupFrom;pickupTo;delivery;deliveryFrom;weightKg\n' +
      'Åkeri Väst AB;2026-06-10;Volvo Torslanda;07.00;2026-06-10 08:30;IKEA DC Jönköping;13:15;"8 400,5"\n';
    expect(rowToJob(parseCsv(text)[0]!)).toEqual({
      customer: 'Åkeri Väst AB',
      plannedDate: '2026-06-10',
      weightKg: 8400.5,
      stops: [
        {
          type: 'pickup',
          destination: 'Volvo Torslanda',
          plannedFrom: '2026-06-10T05:00:00.000Z',
          plannedTo: '2026-06-10T06:30:00.000Z',
        },
        { type: 'delivery', destination: 'IKEA DC Jönköping', plannedFrom: '2026-06-10T11:15:00.000Z' },
      ],
    });
  });

  it('refuses a row with the wrong number of columns', () => {
    expect(() => parseCsv('a;b\n1;2;3\n')).toThrow();
  });
});
