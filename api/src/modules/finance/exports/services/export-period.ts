import { z } from 'zod';
import { validationError } from '../../../../http/errors';

/** The most invoices one export carries; a longer period is exported in parts. */
export const MAX_EXPORT_INVOICES = 2000;
const MAX_PERIOD_DAYS = 366;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'is not a date');

export const exportPeriodSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    /** Export again invoices this kind of export already carried (a lost file); recorded as such. */
    reexport: z.boolean().default(false),
  })
  .strict()
  .refine((p) => p.from <= p.to, { message: 'from must not be after to', path: ['to'] })
  .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < MAX_PERIOD_DAYS, {
    message: `A period is at most ${MAX_PERIOD_DAYS} days`,
    path: ['to'],
  });

export type ExportPeriod = z.output<typeof exportPeriodSchema>;

export const refuseTooMany = (count: number): void => {
  if (count > MAX_EXPORT_INVOICES)
    throw validationError(
      `The period holds ${count} invoices to export; at most ${MAX_EXPORT_INVOICES} go in one export, choose a shorter period`,
    );
};
