import {
  type ChargeWording,
  invoiceUnit,
  type Currency,
  type CustomerSnapshot,
  type InvoiceJobRef,
  type InvoicePreviewDraft,
  type VatType,
  withMinimumCharge,
} from '@haulage/shared/contracts';
import { type InvoiceTotals, lineAmount, totalsOf } from './amounts';
import { dueDateOf } from './dates';
import { vatTreatmentOf } from './vat';

/** A charge as the job's price snapshot holds it (job-rating): öre, rounded once per line. */
export interface JobCharge {
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
  /**
   * What the text says (an agreement line's, or extra work's without the dispatcher's own text);
   * absent on a dispatcher's text and on charges priced before wordings.
   */
  wording?: ChargeWording | null;
}

export interface InvoicedJob extends InvoiceJobRef {
  customerId: number;
  /** The job's date: its planned date, else the day it was completed. */
  date: string;
  customerReference: string | null;
  route: string | null;
  priceTotal: number | null;
  currency: Currency | null;
  charges: JobCharge[];
}

export interface InvoicedCustomer {
  id: number;
  documentId: string;
  companyName: string;
  organizationNumber: string | null;
  companyAddress: string | null;
  vatNumber: string | null;
  vatType: VatType;
  countryCode: string;
  currency: Currency;
  paymentTermsDays: number;
  invoiceEmail: string | null;
  /** The customer's stored choice of one invoice per job instead of one per period. */
  invoicePerJob: boolean;
}

export type DraftLine = InvoicePreviewDraft['lines'][number];

export interface PlannedDraft extends Omit<InvoicePreviewDraft, 'invoice'>, InvoiceTotals {
  customerSnapshot: CustomerSnapshot;
  invoiceDate: string;
  dueDate: string;
  deliveryFrom: string;
  deliveryTo: string;
}

export const snapshotOf = (customer: InvoicedCustomer): CustomerSnapshot => ({
  name: customer.companyName,
  organizationNumber: customer.organizationNumber,
  address: customer.companyAddress,
  vatNumber: customer.vatNumber,
  countryCode: customer.countryCode,
  vatType: customer.vatType,
  invoiceEmail: customer.invoiceEmail,
});

/**
 * A charge as an invoice line that reads true. The rating engine already writes quantity × unit
 * price = amount; a charge that does not (a price snapshot taken before that rule, with a minimum
 * charge inside its amount) becomes 1 × its amount, its measured quantity named in the text.
 */
export const readableCharge = (charge: JobCharge): JobCharge => {
  const unit = invoiceUnit(charge.unit);
  if (lineAmount(charge.quantity, charge.unitPrice) === charge.amount) return { ...charge, unit };
  return {
    description: withMinimumCharge(charge.description, charge.quantity, unit, 'sv'),
    quantity: 1,
    unit: 'st',
    unitPrice: charge.amount,
    amount: charge.amount,
    // Only an agreement line can hide a minimum charge; extra work always multiplied out.
    wording: charge.wording && 'component' in charge.wording ? { ...charge.wording, minimumChargeFor: charge.quantity } : null,
  };
};

/**
 * One line per charge of the job; a job priced without charges is one line of its total. The job
 * number is the line's own field (its column on the PDF and in the CSV), not part of the text.
 */
export const linesOfJob = (job: InvoicedJob, vatRate: DraftLine['vatRate'], firstPosition: number): DraftLine[] => {
  const charges: JobCharge[] =
    job.charges.length > 0
      ? job.charges.map(readableCharge)
      : [{ description: 'Transport', quantity: 1, unit: 'st', unitPrice: job.priceTotal ?? 0, amount: job.priceTotal ?? 0 }];
  return charges.map((charge, index) => ({
    position: firstPosition + index,
    jobId: job.id,
    jobNumber: job.jobNumber,
    date: job.date,
    customerReference: job.customerReference,
    route: job.route,
    description: charge.description.slice(0, 300),
    wording: charge.wording ?? null,
    quantity: charge.quantity,
    unit: charge.unit,
    unitPrice: charge.unitPrice,
    vatRate,
    vatReason: null,
    amount: charge.amount,
  }));
};

/** Whether the customer's jobs are invoiced one by one: the run may ask it for everyone, else the customer's preference. */
export const invoicesPerJob = (customer: Pick<InvoicedCustomer, 'invoicePerJob'>, runPerJob: boolean | undefined): boolean =>
  runPerJob === true || customer.invoicePerJob;

const draftOf = (
  customer: InvoicedCustomer,
  currency: Currency,
  jobs: InvoicedJob[],
  invoiceDate: string,
  perJob: boolean,
): PlannedDraft => {
  const treatment = vatTreatmentOf(customer.vatType);
  const ordered = [...jobs].sort((a, b) => a.date.localeCompare(b.date) || a.jobNumber - b.jobNumber);
  const lines: DraftLine[] = [];
  for (const job of ordered) lines.push(...linesOfJob(job, treatment.rate, lines.length + 1));
  return {
    customer: { id: customer.id, documentId: customer.documentId, companyName: customer.companyName },
    perJob,
    customerSnapshot: snapshotOf(customer),
    currency,
    jobs: ordered.map(({ id, documentId, jobNumber }) => ({ id, documentId, jobNumber })),
    lines,
    ...totalsOf(lines),
    reverseCharge: treatment.reverseCharge,
    legalText: treatment.legalText,
    invoiceDate,
    dueDate: dueDateOf(invoiceDate, customer.paymentTermsDays),
    deliveryFrom: ordered[0]!.date,
    deliveryTo: ordered.at(-1)!.date,
  };
};

/**
 * Which jobs go on which draft: one per customer and currency for the period, or one per job for a
 * customer who wants that (or for everyone when the run asks). Customers in name order, so a
 * preview reads like the list it becomes.
 */
export const planDrafts = (
  jobs: readonly InvoicedJob[],
  customers: ReadonlyMap<number, InvoicedCustomer>,
  options: { perJob?: boolean; invoiceDate: string },
): PlannedDraft[] => {
  const groups = new Map<string, { customer: InvoicedCustomer; currency: Currency; jobs: InvoicedJob[]; perJob: boolean }>();
  for (const job of jobs) {
    const customer = customers.get(job.customerId);
    if (!customer) continue;
    const currency = job.currency ?? customer.currency;
    const perJob = invoicesPerJob(customer, options.perJob);
    const key = perJob ? `job:${job.id}` : `${customer.id}:${currency}`;
    const group = groups.get(key) ?? { customer, currency, jobs: [], perJob };
    group.jobs.push(job);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => draftOf(group.customer, group.currency, group.jobs, options.invoiceDate, group.perJob))
    .sort((a, b) => a.customer.companyName.localeCompare(b.customer.companyName, 'sv') || a.jobs[0]!.jobNumber - b.jobs[0]!.jobNumber);
};
