import type { ExportInvoice } from './export-invoice';

/** An invoice of two freight lines at 25 % (öre), as the export tests read it. */
export const seInvoice = (overrides: Partial<ExportInvoice> = {}): ExportInvoice => ({
  id: 1,
  number: '2026-0001',
  kind: 'invoice',
  invoiceDate: '2026-03-05',
  dueDate: '2026-04-04',
  customerName: 'Åkeri Söder AB',
  organizationNumber: '556677-8899',
  vatType: 'SEVAT',
  currency: 'SEK',
  subtotal: 150_050,
  vatTotal: 37_513,
  total: 187_563,
  vatBreakdown: [{ rate: 25, base: 150_050, vat: 37_513 }],
  lines: [
    {
      jobNumber: 101,
      description: 'Frakt Göteborg–Malmö; "express"',
      quantity: 1,
      unit: 'st',
      unitPrice: 100_000,
      vatRate: 25,
      amount: 100_000,
    },
    { jobNumber: 102, description: 'Väntetid', quantity: 1.5, unit: 'h', unitPrice: 33_367, vatRate: 25, amount: 50_050 },
  ],
  ...overrides,
});
