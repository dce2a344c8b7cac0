import type { InvoiceKind, VatRate, VatType } from '@haulage/shared/contracts';

/** An issued invoice as the exports read it: amounts in öre, credit notes negative. */
export interface ExportLine {
  jobNumber: number | null;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  vatRate: VatRate;
  amount: number;
}

export interface ExportInvoice {
  id: number;
  number: string;
  kind: InvoiceKind;
  invoiceDate: string;
  dueDate: string;
  customerName: string;
  organizationNumber: string | null;
  vatType: VatType;
  currency: string;
  subtotal: number;
  vatTotal: number;
  total: number;
  vatBreakdown: { rate: VatRate; base: number; vat: number }[];
  lines: ExportLine[];
}
