import type { ReactNode } from 'react';
import { ErrorState } from '@haulage/shared/ui';
import { errorMessage } from './api-errors';
import { PageSkeleton } from './page-skeleton';

/** What a list page knows about its query (RTK Query's result has these fields). */
export interface ListQuery<T> {
  data?: T;
  error?: unknown;
  refetch: () => unknown;
}

export interface ListBodyProps<T extends { items: readonly unknown[] }> {
  query: ListQuery<T>;
  /** The list's name as a title: "Drivers" gives "Drivers could not be loaded". */
  title: string;
  /** Shown instead of an empty table when nothing exists yet; a search or filter with no match keeps the table. */
  empty: ReactNode;
  /** Whether a search or filter is narrowing the list. */
  filtered: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The states every list page goes through, decided once: a failed load with Retry, a skeleton
 * while the first page loads, the empty state when nothing exists yet, then the table.
 */
export const ListBody = <T extends { items: readonly unknown[] }>({ query, title, empty, filtered, children }: ListBodyProps<T>) => {
  if (query.error)
    return <ErrorState title={`${title} could not be loaded`} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSkeleton />;
  if (query.data.items.length === 0 && !filtered) return <>{empty}</>;
  return <>{children(query.data)}</>;
};
