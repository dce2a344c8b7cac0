import { HttpError } from '../../../../http/errors';
import { createFortnoxClient, type FortnoxClient } from '../fortnox/fortnox-client';
import { fortnoxCustomer, fortnoxInvoice } from '../model/fortnox-mapping';
import { exportInvoicesByIds, invoiceIdsOfPeriod, recordExport } from '../repository/export-repository';
import { customerOfInvoice, markFortnoxFailed, markFortnoxPushed, setFortnoxNumber } from '../repository/fortnox-repository';
import type { ExportPeriod } from './export-period';
import type { Exporter, ExportHost } from './file-export';

/** Invoices pushed per request (each is 1–3 Fortnox calls at 5 a second); the rest go on the next call. */
export const FORTNOX_BATCH = 25;

let running = false;

/**
 * Pushes the period's invoices not yet in Fortnox: each invoice's customer first (found by its
 * Fortnox number, created if missing, the number kept on the customer), then the invoice; its
 * Fortnox document number and export status are stored at once, so a crash never pushes it
 * twice. The export is recorded with what went and what failed.
 */
export const exportToFortnox = async (app: ExportHost, user: Exporter, period: ExportPeriod, client?: FortnoxClient) => {
  const settings = app.config.exports.fortnox;
  if (!settings.accessToken && !client)
    throw new HttpError(409, 'ConflictError', 'Fortnox is not configured: set FORTNOX_ACCESS_TOKEN to push invoices to Fortnox', {});
  if (running) throw new HttpError(409, 'ConflictError', 'A Fortnox export is already running; try again when it is done', {});
  running = true;
  try {
    const fortnox =
      client ??
      createFortnoxClient({ accessToken: settings.accessToken ?? '', baseUrl: settings.baseUrl, minIntervalMs: settings.minIntervalMs });
    const { accounts } = app.config.exports;
    const { ids: all, skipped } = await invoiceIdsOfPeriod(app.db, { kind: 'fortnox', ...period });
    const ids = all.slice(0, FORTNOX_BATCH);
    const pushed: number[] = [];
    const failures: string[] = [];
    const knownCustomers = new Map<number, string>();
    for (const invoice of await exportInvoicesByIds(app.db, ids)) {
      try {
        const customer = await customerOfInvoice(app.db, invoice.id);
        let number = knownCustomers.get(customer.id) ?? customer.idFortNox;
        if (!knownCustomers.has(customer.id)) {
          const existing = number ? await fortnox.getCustomer(number) : null;
          if (!existing) number = (await fortnox.createCustomer(fortnoxCustomer(customer, number))).CustomerNumber;
          if (number && number !== customer.idFortNox) await setFortnoxNumber(app.db, customer.id, number);
          knownCustomers.set(customer.id, number ?? '');
        }
        const document = await fortnox.createInvoice(fortnoxInvoice(invoice, number ?? '', accounts, customer.creditedDocumentNumber));
        await markFortnoxPushed(app.db, invoice.id, document.DocumentNumber, new Date().toISOString());
        pushed.push(invoice.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failures.push(`${invoice.number}: ${reason}`);
        await markFortnoxFailed(app.db, invoice.id, new Date().toISOString());
      }
    }
    const result = failures.length === 0 ? 'ok' : pushed.length > 0 ? 'partial' : 'failed';
    const message = failures.length ? failures.join('; ').slice(0, 500) : null;
    const recorded = await app.db.transaction().execute((trx) =>
      recordExport(
        trx,
        {
          kind: 'fortnox',
          ...period,
          invoiceIds: pushed,
          skipped,
          result,
          message,
          fileName: null,
          userId: Number(user?.id) || null,
        },
        new Date().toISOString(),
      ),
    );
    return {
      data: {
        documentId: recorded?.documentId ?? null,
        kind: 'fortnox',
        result,
        invoiceCount: pushed.length,
        skippedCount: skipped,
        message,
      },
      meta: { failed: failures.length, remaining: all.length - ids.length },
    };
  } finally {
    running = false;
  }
};
