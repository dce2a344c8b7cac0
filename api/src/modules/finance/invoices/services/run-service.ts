import {
  INVOICE_RUN_BATCH,
  type InvoicePreviewDraft,
  type InvoicePreviewMeta,
  type InvoiceRunProgress,
  officeToday,
} from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { fieldErrors } from '../../../../http/errors';
import { type PlannedDraft, planDrafts } from '../model/draft-plan';
import { insertInvoice } from '../repository/invoice-repository';
import {
  countPendingJobs,
  customerIdsOf,
  customersByIds,
  nextCustomerIds,
  pendingJobsOf,
  type RunScope,
} from '../repository/run-repository';

type Db = Kysely<Database>;

export interface RunBody {
  from: string;
  to: string;
  customers?: (string | number)[];
  perJob?: boolean;
}

/** The body's customers as ids; an unknown one is a 400 naming it, before anything is read or written. */
export const scopeOf = async (db: Db, body: RunBody): Promise<RunScope> => {
  if (!body.customers) return { from: body.from, to: body.to, customerIds: null };
  const { ids, unknown } = await customerIdsOf(db, body.customers);
  if (unknown.length > 0)
    throw fieldErrors(
      unknown.map((ref) => ({
        path: ['customers', body.customers!.indexOf(ref)],
        message: `No customer ${String(ref)}`,
        name: 'ValidationError',
      })),
    );
  return { from: body.from, to: body.to, customerIds: ids };
};

const answerOf = (draft: PlannedDraft): InvoicePreviewDraft => ({
  customer: draft.customer,
  perJob: draft.perJob,
  currency: draft.currency,
  jobs: draft.jobs,
  lines: draft.lines,
  vatBreakdown: draft.vatBreakdown,
  subtotal: draft.subtotal,
  vatTotal: draft.vatTotal,
  total: draft.total,
  reverseCharge: draft.reverseCharge,
  legalText: draft.legalText,
});

const plan = async (db: Db, scope: RunScope, perJob: boolean | undefined): Promise<PlannedDraft[]> => {
  const jobs = await pendingJobsOf(db, scope);
  const customers = await customersByIds(db, [...new Set(jobs.map((job) => job.customerId))]);
  return planDrafts(jobs, customers, { perJob, invoiceDate: officeToday() });
};

/** What a run would create, a page of drafts at a time, with the totals of all of them per currency. */
export const previewRun = async (db: Db, body: RunBody, page: number, pageSize: number) => {
  const drafts = await plan(db, await scopeOf(db, body), body.perJob);
  const totals = new Map<string, InvoicePreviewMeta['totals'][number]>();
  for (const draft of drafts) {
    const sum = totals.get(draft.currency) ?? { currency: draft.currency, subtotal: 0, vatTotal: 0, total: 0 };
    totals.set(draft.currency, {
      ...sum,
      subtotal: sum.subtotal + draft.subtotal,
      vatTotal: sum.vatTotal + draft.vatTotal,
      total: sum.total + draft.total,
    });
  }
  const meta: InvoicePreviewMeta & { pagination: { page: number; pageSize: number; pageCount: number; total: number } } = {
    jobs: drafts.reduce((sum, draft) => sum + draft.jobs.length, 0),
    drafts: drafts.length,
    totals: [...totals.values()],
    pagination: { page, pageSize, pageCount: Math.ceil(drafts.length / pageSize), total: drafts.length },
  };
  return { data: drafts.slice((page - 1) * pageSize, page * pageSize).map(answerOf), meta };
};

/**
 * One step of a run, in the caller's transaction: the next customers' pending jobs (about
 * INVOICE_RUN_BATCH) become drafts. The run's state is the database itself (jobs on no invoice
 * yet), so a run left half-way is continued by calling again with the same body.
 */
export const runStep = async (trx: Db, body: RunBody, now: string, batch = INVOICE_RUN_BATCH) => {
  const scope = await scopeOf(trx, body);
  const customerIds = await nextCustomerIds(trx, scope, batch);
  const drafts = customerIds.length > 0 ? await plan(trx, { ...scope, customerIds }, body.perJob) : [];
  const created: InvoicePreviewDraft[] = [];
  for (const draft of drafts) {
    const invoice = await insertInvoice(
      trx,
      { ...draft, kind: 'invoice', customerId: draft.customer.id, jobIds: draft.jobs.map((job) => job.id) },
      now,
    );
    created.push({ ...answerOf(draft), lines: [], invoice });
  }
  const jobsRemaining = await countPendingJobs(trx, scope);
  const progress: InvoiceRunProgress = {
    jobsDone: drafts.reduce((sum, draft) => sum + draft.jobs.length, 0),
    draftsCreated: drafts.length,
    jobsRemaining,
    complete: jobsRemaining === 0,
  };
  return { data: created, meta: { run: progress } };
};
