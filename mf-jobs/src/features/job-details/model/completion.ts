import { type Job, jobUpdateSchema } from '@haulage/shared/contracts';
import { formatNumber, parseDecimal } from '@haulage/shared/format';

export interface CompletionValues {
  kmActual: string;
  hoursActual: string;
}

export type CompletionCheck =
  { ok: true; data: { kmActual: number; hoursActual: number } } | { ok: false; errors: Partial<Record<keyof CompletionValues, string>> };

const actuals = jobUpdateSchema.pick({ kmActual: true, hoursActual: true });

// The API's own words for a completion without its actuals (job-status.ts).
const REQUIRED: Record<keyof CompletionValues, string> = {
  kmActual: 'Please enter the driven km (kmActual) before completing the job',
  hoursActual: 'Please enter the hours (hoursActual) before completing the job',
};

/** Completing a job needs what was driven and worked, as the invoice will price them. */
export const checkCompletion = (values: CompletionValues): CompletionCheck => {
  const errors: Partial<Record<keyof CompletionValues, string>> = {};
  const read = (field: keyof CompletionValues): number | null => {
    const text = values[field].trim();
    if (text === '') {
      errors[field] = REQUIRED[field];
      return null;
    }
    return parseDecimal(text) ?? Number.NaN;
  };
  const kmActual = read('kmActual');
  const hoursActual = read('hoursActual');
  const result = actuals.safeParse({ kmActual, hoursActual });
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof CompletionValues;
    errors[field] ??= issue.message;
  }
  if (Object.keys(errors).length > 0 || kmActual == null || hoursActual == null) return { ok: false, errors };
  return { ok: true, data: { kmActual, hoursActual } };
};

/**
 * The office corrects a completed job's km and hours (the API re-rates it and writes the change in
 * its history); once ready to invoice its price is verified and they are locked (the API's 409).
 */
export const mayCorrectActuals = (job: Pick<Job, 'kind' | 'status'>): boolean => job.kind === 'job' && job.status === 'completed';

/** The correction dialog starts from the job's figures, written as the office types them. */
export const actualsValues = (job: Pick<Job, 'kmActual' | 'hoursActual'>): CompletionValues => ({
  kmActual: job.kmActual == null ? '' : formatNumber(job.kmActual),
  hoursActual: job.hoursActual == null ? '' : formatNumber(job.hoursActual),
});
