import { invoiceRunSchema, invoiceUpdateSchema, readyToInvoiceSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, parsePageNumbers, readDataBody, registerCollectionRoutes } from '../../../../content';
import { HttpError, notFound } from '../../../../http/errors';
import { invoicesType } from '../content-types';
import { invoiceDraftsAnswerSchema, readyJobsAnswerSchema } from '../model/run-answers';
import { findInvoiceIdByRef, findPdf } from '../repository/invoice-repository';
import { creditCommand, finaliseCommand, invoiceFieldCommands, paymentCommand } from '../services/invoice-commands';
import { invoiceHooks } from '../services/invoice-hooks';
import { markReadyToInvoice } from '../services/ready-service';
import { previewRun, type RunBody, runStep } from '../services/run-service';

const TAG = { tags: ['invoices'] };

/** `?pagination[page]=&pagination[pageSize]=` of the preview, read as every list's; a bad one is a 400 naming it. */
const pageOf = (query: unknown) => parsePageNumbers(query, { defaultPageSize: 20, maxPageSize: 100 });

/**
 * /api/customers/invoices in the Strapi contract: list and one (filters, populate of customer,
 * lines, jobs, payments), PUT and DELETE of drafts, the run and its preview, the commands
 * (finalise, credit, payments) and the frozen PDF. Every route is behind `authorize('invoices')`.
 */
export const invoiceRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: invoicesType,
    create: false,
    updateSchema: invoiceUpdateSchema,
    commands: [finaliseCommand(app.config), creditCommand(app.config), paymentCommand],
    fieldCommands: invoiceFieldCommands,
    hooks: invoiceHooks,
  });

  app.post(
    '/api/customers/invoices/preview',
    {
      preHandler: app.authorize('invoices', 'read'),
      config: { openapi: { body: invoiceRunSchema, response: invoiceDraftsAnswerSchema } },
      schema: { summary: 'What an invoicing run would create (body {data: {from, to, customers?, perJob?}})', ...TAG },
    },
    async (request) =>
      previewRun(
        app.db,
        readDataBody(invoiceRunSchema, request.body) as RunBody,
        ...(Object.values(pageOf(request.query)) as [number, number]),
      ),
  );

  app.post(
    '/api/customers/invoices',
    {
      preHandler: app.authorize('invoices', 'create'),
      config: { openapi: { status: 201, errors: [409], body: invoiceRunSchema, response: invoiceDraftsAnswerSchema } },
      schema: { summary: 'Invoicing run: the next batch of ready jobs into drafts; call again until meta.run.complete', ...TAG },
    },
    async (request, reply) => {
      const body = readDataBody(invoiceRunSchema, request.body) as RunBody;
      const answer = await app.db
        .transaction()
        .execute((trx) => runStep(trx, body, new Date().toISOString()))
        .catch((error: unknown) => {
          // Two runs at once over the same jobs: the second meets the one-invoice-per-job key.
          if (isUniqueViolation(error)) throw new HttpError(409, 'ConflictError', 'Another run is invoicing these jobs; try again', {});
          throw error;
        });
      return reply.status(201).send(answer);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/customers/invoices/:id/pdf',
    {
      preHandler: app.authorize('invoices', 'read'),
      config: { openapi: { file: 'application/pdf' } },
      schema: { summary: 'The invoice’s PDF as frozen at issue', ...TAG },
    },
    async (request, reply) => {
      const found = await findInvoiceIdByRef(app.db, request.params.id);
      const pdf = found ? await findPdf(app.db, found.id) : null;
      if (!found || !pdf) throw notFound(found ? 'A draft has no PDF until it is finalised' : 'Not Found');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${found.number ?? 'invoice'}.pdf"`)
        .header('etag', `"${pdf.sha256}"`)
        .send(pdf.bytes);
    },
  );

  app.post(
    '/api/jobs/ready-to-invoice',
    {
      preHandler: app.authorize('invoices', 'update'),
      config: { openapi: { body: readyToInvoiceSchema, response: readyJobsAnswerSchema } },
      schema: { summary: 'Completed jobs whose price is checked → ready_to_invoice (body {data: {jobs}})', tags: ['jobs'] },
    },
    async (request) => markReadyToInvoice(app, request.user, readDataBody(readyToInvoiceSchema, request.body).jobs),
  );
};
