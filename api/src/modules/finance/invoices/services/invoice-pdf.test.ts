import { type InvoicePdfData, renderInvoicePdf, sha256Of } from './invoice-pdf';
import { pdfText } from './pdf-text';

const data: InvoicePdfData = {
  kind: 'invoice',
  number: 'F2026-00017',
  invoiceDate: '2026-11-25',
  dueDate: '2026-12-25',
  deliveryFrom: '2026-11-02',
  deliveryTo: '2026-11-20',
  currency: 'EUR',
  customer: {
    name: 'Berlin Logistik GmbH',
    organizationNumber: 'HRB 12345',
    address: 'Hafenstraße 3, 10115 Berlin',
    vatNumber: 'DE123456789',
    countryCode: 'DE',
    vatType: 'EUREVERSEDVAT',
    invoiceEmail: 'rechnung@example.de',
  },
  seller: {
    name: 'Åkeri Väst AB',
    organizationNumber: '556677-8899',
    vatNumber: 'SE556677889901',
    address: 'Hamngatan 1, 411 06 Göteborg',
    bankgiro: '123-4567',
    iban: 'SE45 5000 0000 0583 9825 7466',
    bic: 'ESSESESS',
    fSkatt: true,
    email: 'faktura@akerivast.se',
    phone: null,
  },
  lines: [
    {
      id: 1,
      position: 1,
      jobId: 7,
      jobNumber: 10_007,
      date: '2026-11-02',
      customerReference: 'PO-4711',
      route: 'Göteborg – Hamburg',
      description: '10007 Km',
      wording: null,
      quantity: 212.5,
      unit: 'km',
      unitPrice: 1_250,
      vatRate: 0,
      vatReason: null,
      amount: 265_625,
      creditedLineId: null,
    },
  ],
  vatBreakdown: [{ rate: 0, base: 265_625, vat: 0 }],
  subtotal: 265_625,
  vatTotal: 0,
  total: 265_625,
  legalText: 'Omvänd betalningsskyldighet',
  reverseCharge: true,
  credits: null,
  notes: null,
  issuedAt: '2026-11-25T09:00:00.000Z',
};

describe('the invoice PDF', () => {
  it('carries what Swedish law asks of a reverse-charge invoice, å, ä and ö included', async () => {
    const text = pdfText(await renderInvoicePdf(data)).join('\n');
    for (const expected of [
      'Faktura F2026-00017',
      'Fakturadatum: 2026-11-25',
      'Förfallodatum: 2026-12-25',
      'Leveransperiod: 2026-11-02 – 2026-11-20',
      'Berlin Logistik GmbH',
      'Momsreg.nr: DE123456789',
      'Göteborg – Hamburg',
      'PO-4711',
      '2 656,25 EUR',
      'Moms 0 % på 2 656,25 EUR',
      'Omvänd betalningsskyldighet',
      'Säljarens momsreg.nr: SE556677889901  Köparens momsreg.nr: DE123456789',
      'Org.nr 556677-8899 · Momsreg.nr SE556677889901 · Godkänd för F-skatt',
      'Bankgiro 123-4567 · IBAN SE45 5000 0000 0583 9825 7466 · BIC ESSESESS · Ange F2026-00017 vid betalning',
    ])
      expect(text).toContain(expected);
  });

  it('says the same in English for an English customer: the Swedish legal content in its English words', async () => {
    const english: InvoicePdfData = {
      ...data,
      customer: { ...data.customer, language: 'en' },
      lines: [
        { ...data.lines[0]!, vatReason: 'Transport outside the EU' },
        { ...data.lines[0]!, id: 2, quantity: 1, unit: 'st' },
      ],
      attachments: ['Consignment note (CMR) for job 10007'],
    };
    const text = pdfText(await renderInvoicePdf(english)).join('\n');
    for (const expected of [
      'Invoice F2026-00017',
      'Invoice date: 25 Nov 2026',
      'Due date: 25 Dec 2026',
      'Delivery period: 2 Nov 2026 – 20 Nov 2026',
      'Currency: EUR',
      'Customer',
      'Reg. no: HRB 12345',
      'VAT no: DE123456789',
      'Unit price',
      '2 Nov 2026',
      '212.5 km',
      '1 pc',
      'EUR 2,656.25',
      'VAT 0%: Transport outside the EU',
      'Net',
      'VAT 0% on EUR 2,656.25',
      'Amount due',
      'Reverse charge (omvänd betalningsskyldighet)',
      'Seller’s VAT no: SE556677889901  Buyer’s VAT no: DE123456789',
      'Attachments',
      'Consignment note (CMR) for job 10007',
      'Reg. no 556677-8899 · VAT no SE556677889901 · Approved for F-tax',
      'Bankgiro 123-4567 · IBAN SE45 5000 0000 0583 9825 7466 · BIC ESSESESS · Please quote F2026-00017 with your payment',
    ])
      expect(text).toContain(expected);
    for (const swedish of ['Faktura', 'Fakturadatum', 'Netto', 'Att betala', 'Godkänd för F-skatt', 'Bilagor'])
      expect(text).not.toContain(swedish);
    expect(text).not.toContain('1 pcs');
  });

  it('words a priced line in the invoice’s language and prints a line without a wording as stored', async () => {
    const priced = {
      ...data.lines[0]!,
      description: 'Körsträcka (per påbörjad km, lägst 10 km)',
      wording: { component: 'km' as const, rounding: 'per_started_km' as const, minQuantity: 10 },
    };
    const minimum = {
      ...data.lines[0]!,
      id: 2,
      description: 'Timmar (per påbörjad timme), minimidebitering för 2 h',
      wording: { component: 'hour' as const, rounding: 'per_started_hour' as const, minimumChargeFor: 2 },
      quantity: 1,
      unit: 'st',
    };
    const byHand = { ...data.lines[0]!, id: 3, description: 'Färja Stena Line' };
    const textIn = async (language: 'sv' | 'en') =>
      pdfText(await renderInvoicePdf({ ...data, customer: { ...data.customer, language }, lines: [priced, minimum, byHand] }))
        .join(' ')
        .replace(/\s+/g, ' '); // a text wrapped in its column reads as one
    const english = await textIn('en');
    for (const expected of [
      'Distance (per started km, at least 10 km)',
      'Hours (per started hour), minimum charge for 2 h',
      'Färja Stena Line',
    ])
      expect(english).toContain(expected);
    expect(english).not.toContain('Körsträcka');
    const swedish = await textIn('sv');
    for (const expected of [priced.description, minimum.description, byHand.description]) expect(swedish).toContain(expected);
  });

  it('prints amounts to the öre in either language, and the export wording in English', async () => {
    const swedish = pdfText(
      await renderInvoicePdf({ ...data, currency: 'SEK', total: -123_456, legalText: 'Export, momsfri försäljning (ML 10 kap.)' }),
    ).join('\n');
    expect(swedish).toContain('-1 234,56 kr');
    expect(swedish).toContain('Export, momsfri försäljning (ML 10 kap.)');
    const english = pdfText(
      await renderInvoicePdf({
        ...data,
        customer: { ...data.customer, language: 'en' },
        currency: 'SEK',
        total: -123_456,
        legalText: 'Export, momsfri försäljning (ML 10 kap.)',
      }),
    ).join('\n');
    expect(english).toContain('-SEK 1,234.56');
    expect(english).toContain('Export, exempt from Swedish VAT (ML 10 kap.)');
  });

  it('titles a credit note and names the invoice it credits', async () => {
    const text = pdfText(
      await renderInvoicePdf({ ...data, kind: 'credit_note', number: 'K2026-00002', credits: 'F2026-00017', total: -265_625 }),
    ).join('\n');
    expect(text).toContain('Kreditfaktura K2026-00002');
    expect(text).toContain('Avser faktura: F2026-00017');
    expect(text).toContain('Att återbetala');
    const english = pdfText(
      await renderInvoicePdf({
        ...data,
        customer: { ...data.customer, language: 'en' },
        kind: 'credit_note',
        number: 'K2026-00002',
        credits: 'F2026-00017',
        total: -265_625,
      }),
    ).join('\n');
    for (const expected of ['Credit note K2026-00002', 'Credit for invoice: F2026-00017', 'Amount to be refunded', '-EUR 2,656.25'])
      expect(english).toContain(expected);
  });

  it('renders the same bytes for the same invoice, and a page per 40-odd lines', async () => {
    const first = await renderInvoicePdf(data);
    expect(sha256Of(await renderInvoicePdf(data))).toBe(sha256Of(first));
    const many = await renderInvoicePdf({
      ...data,
      lines: Array.from({ length: 120 }, (_, i) => ({ ...data.lines[0]!, id: i + 1, position: i + 1 })),
    });
    expect(many.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(2);
  });
});
