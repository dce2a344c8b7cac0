import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import type { FortnoxCustomerSource } from '../model/fortnox-mapping';

type Db = Kysely<Database>;

/** The invoice's customer as Fortnox needs it, and the Fortnox document of the invoice a credit note credits. */
export const customerOfInvoice = async (db: Db, invoiceId: number) => {
  const row = await db
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customer_id')
    .leftJoin('invoices as credited', 'credited.id', 'invoices.credited_invoice_id')
    .select([
      'customers.id',
      'customers.id_fort_nox',
      'customers.company_name',
      'customers.organization_number',
      'customers.vat_number',
      'customers.vat_type',
      'customers.country_code',
      'customers.company_address',
      'customers.invoice_email',
      'customers.email_address',
      'credited.fortnox_document_number as credited_document',
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const source: FortnoxCustomerSource = {
    companyName: row.company_name,
    organizationNumber: row.organization_number,
    vatNumber: row.vat_number,
    vatType: String(row.vat_type ?? 'SEVAT'),
    countryCode: String(row.country_code ?? 'SE'),
    address: row.company_address,
    invoiceEmail: row.invoice_email,
    emailAddress: row.email_address,
  };
  return {
    ...source,
    id: Number(row.id),
    idFortNox: row.id_fort_nox?.trim() || null,
    creditedDocumentNumber: row.credited_document ?? null,
  };
};

/** Keeps the number Fortnox gave a customer, so its next invoice finds it. */
export const setFortnoxNumber = async (db: Db, customerId: number, number: string): Promise<void> => {
  await db.updateTable('customers').set({ id_fort_nox: number }).where('id', '=', customerId).execute();
};

/** Stored the moment Fortnox took the invoice: the selection then skips it, even after a crash. */
export const markFortnoxPushed = async (db: Db, invoiceId: number, documentNumber: string, now: string): Promise<void> => {
  await db
    .updateTable('invoices')
    .set({ fortnox_document_number: documentNumber, export_status: 'exported', exported_at: now, updated_at: now })
    .where('id', '=', invoiceId)
    .execute();
};

export const markFortnoxFailed = async (db: Db, invoiceId: number, now: string): Promise<void> => {
  await db.updateTable('invoices').set({ export_status: 'failed', updated_at: now }).where('id', '=', invoiceId).execute();
};
