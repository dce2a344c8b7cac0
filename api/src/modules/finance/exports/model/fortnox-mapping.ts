import type { ExportInvoice } from './export-invoice';
import { salesAccountKey, type SalesAccounts } from './sales-accounts';

export interface FortnoxCustomerSource {
  companyName: string;
  organizationNumber: string | null;
  vatNumber: string | null;
  vatType: string;
  countryCode: string;
  address: string | null;
  invoiceEmail: string | null;
  emailAddress: string | null;
}

/** Our customer as a Fortnox Customer; our VAT types are Fortnox's own names (SEVAT, EUREVERSEDVAT, …). */
export const fortnoxCustomer = (c: FortnoxCustomerSource, customerNumber: string | null): Record<string, unknown> => ({
  ...(customerNumber ? { CustomerNumber: customerNumber } : {}),
  Name: c.companyName,
  OrganisationNumber: c.organizationNumber ?? '',
  VATNumber: c.vatNumber ?? '',
  VATType: c.vatType,
  CountryCode: c.countryCode,
  Address1: c.address ?? '',
  Email: c.emailAddress ?? '',
  EmailInvoice: c.invoiceEmail ?? c.emailAddress ?? '',
});

/** öre → kronor as Fortnox takes prices: a number with at most two decimals. */
const kronor = (ore: number): number => Math.round(ore) / 100;

/**
 * Our issued invoice as a Fortnox Invoice: one row per line with its sales account and VAT
 * rate, our number as the external reference. Fortnox recomputes each row as DeliveredQuantity ×
 * Price, which equals our line amount because every line reads true (`lineAmount`). A credit note goes with negative quantities and
 * points at the Fortnox document of the invoice it credits, when that was pushed.
 */
export const fortnoxInvoice = (
  invoice: ExportInvoice,
  customerNumber: string,
  accounts: SalesAccounts,
  creditedDocumentNumber: string | null,
): Record<string, unknown> => ({
  CustomerNumber: customerNumber,
  InvoiceDate: invoice.invoiceDate,
  DueDate: invoice.dueDate,
  Currency: invoice.currency,
  VATIncluded: false,
  ExternalInvoiceReference1: invoice.number,
  ...(invoice.kind === 'credit_note' && creditedDocumentNumber ? { CreditInvoiceReference: creditedDocumentNumber } : {}),
  InvoiceRows: invoice.lines.map((line) => ({
    // Fortnox rows have no job column, so the job number leads the text here (once).
    Description: (line.jobNumber == null ? line.description : `${line.jobNumber} ${line.description}`).slice(0, 50),
    DeliveredQuantity: line.quantity,
    Price: kronor(line.unitPrice),
    VAT: line.vatRate,
    AccountNumber: Number(accounts[salesAccountKey(invoice.vatType, line.vatRate)]),
  })),
});
