import { OPERATION_TYPES, jobOperationInputSchema, type JobOperationInput, type OperationType } from '@haulage/shared/contracts';
import { inputToOre, parseDecimal } from '@haulage/shared/format';

export interface OperationFormValues {
  type: OperationType;
  quantity: string;
  /** Kronor as typed; blank lets the agreement price waiting time and extra stops. */
  amount: string;
  description: string;
}

export const OPERATION_FORM_FIELDS = ['type', 'quantity', 'amount', 'description'] as const;

export const emptyOperationForm = (): OperationFormValues => ({ type: 'waiting_time', quantity: '1', amount: '', description: '' });

const AMOUNT_IN_KRONOR = 'Amount must be in kronor, e.g. 1 250,50';
const QUANTITY_NUMBER = 'Quantity must be a number';

/** Unreadable text → NaN, so the check below names the field instead of the value vanishing. */
const readNumber = (text: string, parse: (text: string) => number | null): number | null =>
  text.trim() === '' ? null : (parse(text) ?? Number.NaN);

/** The body's `data`: the amount in öre (people type kronor), a blank quantity as one. */
export const formToOperationPayload = (job: string, values: OperationFormValues): JobOperationInput => ({
  job,
  type: values.type,
  quantity: readNumber(values.quantity, parseDecimal) ?? 1,
  amount: readNumber(values.amount, inputToOre),
  description: values.description.trim() || null,
});

export type OperationCheck =
  { ok: true; data: JobOperationInput } | { ok: false; errors: Partial<Record<keyof OperationFormValues, string>> };

/** The contract's schema (what the API checks), with messages about kronor rather than öre. */
export const checkOperation = (job: string, values: OperationFormValues): OperationCheck => {
  const payload = formToOperationPayload(job, values);
  const errors: Partial<Record<keyof OperationFormValues, string>> = {};
  if (Number.isNaN(payload.amount)) errors.amount = AMOUNT_IN_KRONOR;
  if (Number.isNaN(payload.quantity)) errors.quantity = QUANTITY_NUMBER;
  const result = jobOperationInputSchema.safeParse(payload);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof OperationFormValues;
    errors[field] ??= field === 'amount' ? AMOUNT_IN_KRONOR : issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: payload };
};

export const OPERATION_TYPE_OPTIONS = OPERATION_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1).replace(/_/g, ' '),
}));
