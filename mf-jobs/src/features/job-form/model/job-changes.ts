import type { JobInput } from '@haulage/shared/contracts';

/** JSON with sorted keys, so two equal values compare equal whatever order their keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * What an edit sends: only the fields that differ from the job as loaded. Never `status` (moves go
 * through the machine on the details page) nor `kind`; the stops travel whole, as the API rewrites them.
 */
export const changedJobFields = (before: JobInput, after: JobInput): Partial<JobInput> => {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === 'status' || key === 'kind') continue;
    if (!same(value, before[key as keyof JobInput])) changes[key] = value;
  }
  return changes as Partial<JobInput>;
};
