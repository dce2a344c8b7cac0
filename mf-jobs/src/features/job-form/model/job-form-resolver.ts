import type { FieldErrors, Resolver } from 'react-hook-form';
import { jobInputSchema } from '@haulage/shared/contracts';
import { payloadResolver } from '@haulage/shared/forms';
import type { z } from 'zod';
import { formToJobPayload, type JobFormValues } from './job-form';
import { jobFormProblems } from './job-rules';

export type JobPayload = z.output<typeof jobInputSchema>;

const validatePayload = payloadResolver(jobInputSchema, formToJobPayload);

type ErrorTree = Record<string | number, unknown>;

// The rules' messages are more specific than the schema's ("Please choose a customer" rather than
// "Invalid input"), so they replace what the schema said on the same field.
const place = (errors: ErrorTree, path: (string | number)[], message: string): void => {
  let node = errors;
  path.slice(0, -1).forEach((key, index) => {
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as ErrorTree;
  });
  node[path.at(-1)!] = { type: 'rule', message };
};

/** The contract's schema (what the API checks) and the rules of a real job, with errors nested as the fields are. */
export const jobFormResolver: Resolver<JobFormValues, unknown, JobPayload> = async (values, context, options) => {
  const result = await validatePayload(values, context, options);
  const problems = jobFormProblems(values);
  if (problems.length === 0) return result;
  const errors = { ...(result.errors as ErrorTree) };
  for (const problem of problems) place(errors, problem.path, problem.message);
  return { values: {}, errors: errors as FieldErrors<JobFormValues> };
};
