import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/**
 * What keeps a customer from being removed. Later modules (jobs, invoices) add a check here, so
 * the customers module never needs to know their tables.
 */
export interface CustomerDependentCheck {
  /** Unique; registering the same name again replaces the check. */
  name: string;
  count(db: Kysely<Database>, customerId: number): Promise<number>;
  /** e.g. "has 3 jobs". */
  describe(count: number): string;
}

const checks = new Map<string, CustomerDependentCheck>();

export const registerCustomerDependent = (check: CustomerDependentCheck): void => {
  checks.set(check.name, check);
};

export const unregisterCustomerDependent = (name: string): void => {
  checks.delete(name);
};

/** The reasons a customer cannot be deleted, e.g. ["has 3 jobs", "has 1 invoice"]; empty = none. */
export const customerDependents = async (db: Kysely<Database>, customerId: number): Promise<string[]> => {
  const reasons: string[] = [];
  for (const check of checks.values()) {
    const count = await check.count(db, customerId);
    if (count > 0) reasons.push(check.describe(count));
  }
  return reasons;
};
