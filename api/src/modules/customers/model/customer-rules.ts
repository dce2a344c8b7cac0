import { customerRules, type FieldError, formatOrganisationNumber } from '@haulage/shared/contracts';
import { fieldErrors } from '../../../http/errors';

type RuleValues = Parameters<typeof customerRules>[0];

/** Cross-field rules of a customer, on the values it will have after the write. */
export const checkCustomerRules = (values: Record<string, unknown>): void => {
  const problems = customerRules(values as RuleValues);
  if (problems.length === 0) return;
  const errors: FieldError[] = problems.map((p) => ({ path: [p.path], message: p.message, name: 'ValidationError' }));
  throw fieldErrors(errors);
};

/** Stored as NNNNNN-NNNN so a search for the printed form finds it however it was typed. */
export const normaliseOrganisationNumber = (data: Record<string, unknown>, countryCode: unknown): void => {
  const value = data.organizationNumber;
  if (typeof value === 'string' && value && (countryCode ?? 'SE') === 'SE') data.organizationNumber = formatOrganisationNumber(value);
};
