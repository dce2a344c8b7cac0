import { cmrCatalogue, createTranslator, formatsFor } from '@haulage/shared/i18n';
import { type CmrFacts, cmrNote } from './cmr-note';

const facts: CmrFacts = {
  jobNumber: 10042,
  sender: { name: 'Åkeri Kund AB', address: 'Storgatan 1, 411 01 Göteborg', countryCode: 'SE', organizationNumber: '556677-8899' },
  stops: [
    {
      id: 1,
      type: 'pickup',
      name: 'Volvo Torslanda',
      address: null,
      postcode: '418 78',
      city: 'Göteborg',
      country: 'SE',
      plannedFrom: '2026-11-27T06:00:00.000Z',
      arrivedAt: null,
      departedAt: '2026-11-27T07:15:00.000Z',
    },
    {
      id: 2,
      type: 'delivery',
      name: 'IKEA DC',
      address: 'Lagervägen 3',
      postcode: '553 03',
      city: 'Jönköping',
      country: 'SE',
      plannedFrom: null,
      arrivedAt: null,
      departedAt: null,
    },
  ],
  goods: {
    description: 'Car parts',
    weightKg: 12400,
    pallets: 18,
    adr: false,
    goodsMarks: null,
    packageCount: null,
    packaging: null,
    volumeM3: null,
    unNumber: null,
    adrClass: null,
    packingGroup: null,
  },
  plannedDate: '2026-11-27',
  instructions: 'Gate 4',
  problems: [
    { kind: 'waiting', note: 'Queue at the gate', at: '2026-11-27T07:00:00.000Z' },
    { kind: 'damage', note: 'Two pallets wet', at: '2026-11-27T10:05:00.000Z' },
  ],
  proofs: [],
  carrier: {
    name: 'Nordfrakt AB',
    organizationNumber: '556000-0001',
    vatNumber: 'SE556000000101',
    address: 'Hamngatan 1, Göteborg',
    bankgiro: null,
    iban: null,
    bic: null,
    fSkatt: true,
    email: null,
    phone: null,
  },
};

const note = (over: Partial<CmrFacts> = {}, language: 'sv' | 'en' = 'sv') =>
  cmrNote({ ...facts, ...over }, createTranslator(language, cmrCatalogue), formatsFor(language));
const lines = (n: ReturnType<typeof note>, number: number) => n.boxes.find((b) => b.number === number)?.lines;

describe('the consignment note of a job', () => {
  it('fills the boxes from what the job records, and leaves the rest empty', () => {
    const n = note();
    expect(lines(n, 1)).toEqual(['Åkeri Kund AB', 'Storgatan 1, 411 01 Göteborg', 'SE', 'Org.nr 556677-8899']);
    expect(lines(n, 2)).toEqual(['IKEA DC', 'Lagervägen 3', '553 03 Jönköping', 'SE']);
    expect(lines(n, 3)).toEqual(['Jönköping, SE']);
    expect(lines(n, 4)).toEqual(['Göteborg, SE', '2026-11-27']);
    expect(lines(n, 7)).toEqual(['18']);
    expect(lines(n, 8)).toEqual(['Pallar']);
    expect(lines(n, 9)).toEqual(['Car parts']);
    expect(lines(n, 11)).toEqual(['12400']);
    expect(lines(n, 13)).toEqual(['Gate 4']);
    expect(lines(n, 16)).toEqual(['Nordfrakt AB', 'Hamngatan 1, Göteborg', 'Org.nr 556000-0001']);
    for (const empty of [5, 6, 10, 12, 17]) expect(lines(n, empty)).toEqual([]);
    expect(n.adr).toBeNull();
    expect(n.received).toBeNull();
  });

  it('prints the marks, packages, packing and volume the job records, the volume in the reader’s form', () => {
    const goods = { ...facts.goods, goodsMarks: 'ABC 1-36', packageCount: 36, packaging: 'Kartonger', volumeM3: 33.125 };
    const sv = note({ goods });
    expect([lines(sv, 6), lines(sv, 7), lines(sv, 8), lines(sv, 9), lines(sv, 12)]).toEqual([
      ['ABC 1-36'],
      ['36'],
      ['Kartonger'],
      ['Car parts'],
      ['33,125'],
    ]);
    expect(lines(note({ goods }, 'en'), 12)).toEqual(['33.125']);
  });

  it('counts the pallets as packages when the job counts no packages, packed as it says', () => {
    expect(lines(note({ goods: { ...facts.goods, packaging: 'EUR-pallar' } }), 8)).toEqual(['EUR-pallar']);
    expect(lines(note({ goods: { ...facts.goods, packageCount: 4 } }), 8)).toEqual([]);
  });

  it('notes damage as the carrier’s reservation, never waiting time', () => {
    expect(lines(note(), 18)).toEqual(['2026-11-27 11:05 Skada: Two pallets wet']);
  });

  it('prints the ADR block only for an adr job, its line as ADR 5.4.1.1.1 orders it', () => {
    const adr = { ...facts.goods, adr: true, unNumber: '1203', adrClass: '3', packingGroup: 'II' } as const;
    expect(note({ goods: adr }, 'en').adr).toEqual({ heading: 'Dangerous goods (ADR)', fields: ['UN 1203, 3, II'] });
    expect(note({ goods: { ...adr, packingGroup: null } }).adr?.fields).toEqual(['UN 1203, 3']);
  });

  it('leaves the class and UN number to fill in for an adr job saved before it recorded them', () => {
    expect(note({ goods: { ...facts.goods, adr: true } }, 'en').adr).toEqual({
      heading: 'Dangerous goods (ADR)',
      fields: ['Class:', 'UN number:'],
    });
  });

  it('signs box 24 with the last delivery’s proof, in the reader’s language', () => {
    const n = note({ proofs: [{ stopId: 2, signedBy: 'Eva Lund', at: '2026-11-27T10:30:00.000Z', signatureFileId: 7 }] }, 'en');
    expect(n.received).toEqual({ lines: ['Received by: Eva Lund', 'Time: 27 Nov 2026, 11:30'], signatureFileId: 7 });
    expect(n.boxes[0]!.label).toBe('Sender');
    expect(lines(n, 4)).toEqual(['Göteborg, SE', '27 Nov 2026']);
  });

  it('falls back to the planned day when the pickup has no time', () => {
    const stops = facts.stops.map((s) => ({ ...s, plannedFrom: null, departedAt: null }));
    expect(lines(note({ stops }), 21)).toEqual(['Göteborg, 2026-11-27']);
  });
});
