import type { Config } from '../../../../config';
import { HttpError } from '../../../../http/errors';
import type { RequestUser, ServiceHost } from '../../../../ports';
import { invoiceCsv } from '../model/invoice-csv';
import { ACCOUNT_NAMES, type SalesAccounts } from '../model/sales-accounts';
import { sie4File } from '../model/sie4';
import { salesVoucher } from '../model/sie-vouchers';
import { exportInvoicesByIds, invoiceIdsOfPeriod, markInvoicesExported, recordExport } from '../repository/export-repository';
import { type ExportPeriod, refuseTooMany } from './export-period';

/** Where exports are written and the accounts, series and seller they are written with. */
export interface ExportHost extends Pick<ServiceHost, 'db'> {
  config: Pick<Config, 'exports' | 'invoicing'>;
}

/** Who asked for an export, as it is recorded (absent for the system). */
export type Exporter = Pick<RequestUser, 'id' | 'email'> | undefined;

export interface ExportFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  exportId: string;
  count: number;
}

const accountNames = (accounts: SalesAccounts): Record<string, string> =>
  Object.fromEntries((Object.keys(accounts) as (keyof SalesAccounts)[]).map((key) => [accounts[key], ACCOUNT_NAMES[key]]));

export const concurrentExport = () =>
  new HttpError(409, 'ConflictError', 'Another export of these invoices ran at the same time; try again', {});

/**
 * A CSV or SIE export of the period, in one transaction: the invoices not yet exported in this
 * kind (or all, on a re-export) are written into the file and recorded, so the next export of
 * the period skips them. SIE marks the invoices exported to accounting; the CSV is for reading.
 */
export const exportFile = async (app: ExportHost, user: Exporter, kind: 'csv' | 'sie4', period: ExportPeriod): Promise<ExportFile> => {
  const { accounts, sieSeries } = app.config.exports;
  const seller = app.config.invoicing.seller;
  const now = new Date().toISOString();
  return app.db.transaction().execute(async (trx) => {
    const { ids, skipped } = await invoiceIdsOfPeriod(trx, { kind, ...period });
    refuseTooMany(ids.length);
    const invoices = await exportInvoicesByIds(trx, ids);
    const stem = `invoices-${period.from}-${period.to}`;
    let bytes: Buffer;
    if (kind === 'csv') bytes = Buffer.from(invoiceCsv(invoices, accounts), 'utf8');
    else {
      let vouchers;
      try {
        vouchers = invoices.map((invoice) => salesVoucher(invoice, accounts));
      } catch (error) {
        throw new HttpError(409, 'ConflictError', error instanceof Error ? error.message : String(error), {});
      }
      const head = {
        program: 'Haulage',
        version: '1.0',
        generatedOn: now.slice(0, 10),
        generatedBy: user?.email ?? 'Haulage',
        companyName: seller.name,
        organizationNumber: seller.organizationNumber,
        fiscalYear: { from: `${period.from.slice(0, 4)}-01-01`, to: `${period.from.slice(0, 4)}-12-31` },
        series: sieSeries,
        accountNames: accountNames(accounts),
      };
      bytes = sie4File(head, vouchers);
    }
    const fileName = `${stem}.${kind === 'csv' ? 'csv' : 'si'}`;
    const recorded = await recordExport(
      trx,
      { kind, ...period, invoiceIds: ids, skipped, result: 'ok', message: null, fileName, userId: Number(user?.id) || null },
      now,
    );
    if (!recorded) throw concurrentExport();
    if (kind === 'sie4') await markInvoicesExported(trx, ids, now);
    const contentType = kind === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=IBM437';
    return { bytes, fileName, contentType, exportId: recorded.documentId, count: ids.length };
  });
};
