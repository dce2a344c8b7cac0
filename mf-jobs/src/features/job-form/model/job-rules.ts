import type { JobFormValues } from './job-form';

/** A problem the contract's schema cannot see, on a path of the form (`['stops', 0, 'destination']`). */
export interface FormProblem {
  path: (string | number)[];
  message: string;
}

export const CHOOSE_CUSTOMER = 'Please choose a customer';
export const CHOOSE_DESTINATION = 'Please choose a destination';
export const PICKUP_AND_DELIVERY = 'A job needs at least one pickup and one delivery';

/**
 * What a real job needs beyond the schema: somewhere to load and somewhere to unload, and a place
 * for every stop. Drafts and templates may be saved unfinished; every job needs its customer.
 */
export const jobFormProblems = (values: Pick<JobFormValues, 'kind' | 'status' | 'customer' | 'stops'>): FormProblem[] => {
  const problems: FormProblem[] = [];
  if (!values.customer) problems.push({ path: ['customer'], message: CHOOSE_CUSTOMER });
  if (values.kind !== 'job' || values.status !== 'open') return problems;
  const types = new Set(values.stops.map((stop) => stop.type));
  if (!types.has('pickup') || !types.has('delivery')) problems.push({ path: ['stops', 'root'], message: PICKUP_AND_DELIVERY });
  values.stops.forEach((stop, index) => {
    if (!stop.destination) problems.push({ path: ['stops', index, 'destination'], message: CHOOSE_DESTINATION });
  });
  return problems;
};
