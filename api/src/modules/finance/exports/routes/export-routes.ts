import { INVOICE_EXPORT_KINDS, INVOICE_EXPORT_RESULTS, INVOICE_STATUSES } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readDataBody, registerCollectionRoutes } from '../../../../content';
import { invoiceExportsType } from '../content-types';
import { exportPeriodSchema } from '../services/export-period';
import { exportFile } from '../services/file-export';
import { exportToFortnox } from '../services/fortnox-export';
import { validationError } from '../../../../http/errors';
import { attachInvoicePdfs, sendInvoice } from '../services/send-invoice';

const TAG = { tags: ['invoice-exports'] };

// What the routes answer as `data` (documentation: the OpenAPI document is made from these).
const fortnoxAnswer = z.object({
  documentId: z.string().nullable(),
  kind: z.enum(INVOICE_EXPORT_KINDS),
  result: z.enum(INVOICE_EXPORT_RESULTS),
  invoiceCount: z.number().int(),
  skippedCount: z.number().int(),
  message: z.string().nullable(),
});
const sentAnswer = z.object({
  documentId: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  sentTo: z.string(),
  cc: z.string().nullable(),
});

/**
 * The exports of a period's invoices (body `{data: {from, to, reexport?}}`): the CSV and the SIE
 * file are answered as attachments, with the export's record id in `x-export-id`. Exporting is
 * an update of invoices (finance, admin); the records are read at GET /api/invoice-exports.
 */
export const exportRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, { contentType: invoiceExportsType });
  attachInvoicePdfs(app);

  app.post(
    '/api/customers/invoices/export-fortnox',
    {
      preHandler: app.authorize('invoices', 'update'),
      config: { openapi: { errors: [409], body: exportPeriodSchema, response: fortnoxAnswer } },
      schema: {
        summary: 'Push the period’s invoices not yet in Fortnox (and their customers); 409 when Fortnox is not configured',
        ...TAG,
      },
    },
    async (request) => {
      const period = readDataBody(exportPeriodSchema, request.body);
      if (period.reexport) throw validationError('Fortnox keeps what it was sent: reexport is for the CSV and SIE files');
      return exportToFortnox(app, request.user, period);
    },
  );

  for (const what of ['send', 'remind'] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/customers/invoices/:id/${what}`,
      {
        preHandler: app.authorize('invoices', 'update'),
        config: { openapi: { errors: [409], noBody: true, response: sentAnswer } },
        schema: {
          summary: what === 'send' ? 'E-mail the invoice PDF to the customer (issued → sent)' : 'E-mail a reminder of an overdue invoice',
          ...TAG,
        },
      },
      async (request) => sendInvoice(app, request.params.id, what),
    );
  }

  for (const [path, kind] of [
    ['export-csv', 'csv'],
    ['export-sie', 'sie4'],
  ] as const) {
    app.post(
      `/api/customers/invoices/${path}`,
      {
        preHandler: app.authorize('invoices', 'update'),
        config: {
          csv: kind === 'csv',
          openapi: { body: exportPeriodSchema, errors: [409], file: kind === 'sie4' ? 'text/plain' : 'text/csv' },
        },
        schema: { summary: `The period's invoices not yet exported as ${kind === 'csv' ? 'CSV (Excel)' : 'SIE 4I'}`, ...TAG },
      },
      async (request, reply) => {
        const period = readDataBody(exportPeriodSchema, request.body);
        // A SIE file describes one fiscal year (#RAR 0); the year is the calendar year.
        if (kind === 'sie4' && period.from.slice(0, 4) !== period.to.slice(0, 4))
          throw validationError('A SIE file covers one fiscal year: choose from and to in the same year');
        const file = await exportFile(app, request.user, kind, period);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-export-id', file.exportId)
          .header('x-exported-invoices', String(file.count))
          .send(file.bytes);
      },
    );
  }
};
