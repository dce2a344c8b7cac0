import type { ContentType, MediaAttribute, RelationAttribute, ScalarType } from '../content-type';
import type { ReadBounds } from './bounds';

export const FILTER_OPERATORS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$contains',
  '$containsi',
  '$notContains',
  '$notContainsi',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A validated, typed filter tree; values are already cast to the column's type. */
export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'cond'; column: string; type: ScalarType; op: FilterOperator; value: unknown }
  /**
   * One folded word of `_q` in the stored search text of `table` (served by its search index). A
   * word standing in for a `$containsi` (search/contains-route.ts) carries that `condition`: the
   * index finds candidates and the condition decides on them; an `exact` one is that condition
   * itself on SQLite, answered from the table's contains text (search/contains-text.ts).
   */
  | { kind: 'search'; table: string; word: string; condition?: FilterNode; exact?: boolean }
  | { kind: 'relation'; name: string; attribute: RelationAttribute | MediaAttribute; target: ContentType; where: FilterNode };

/** One step through a to-one relation, for sorting on `area.name`. */
export interface SortHop {
  fkColumn: string;
  table: string;
}

export interface SortItem {
  hops: SortHop[];
  column: string;
  type: ScalarType;
  order: 'asc' | 'desc';
}

export interface PopulateItem {
  attribute: RelationAttribute | MediaAttribute;
  target: ContentType;
  count: boolean;
  fields: string[] | null;
  filters: FilterNode | null;
  sort: SortItem[];
  populate: PopulatePlan;
}

export type PopulatePlan = Record<string, PopulateItem>;

export type PaginationPlan =
  | { mode: 'page'; page: number; pageSize: number; withCount: boolean }
  | { mode: 'offset'; start: number; limit: number; withCount: boolean };

export interface ListPlan {
  filters: FilterNode | null;
  sort: SortItem[];
  /** Attribute names to return; null means every public scalar attribute. */
  fields: string[] | null;
  populate: PopulatePlan;
  pagination: PaginationPlan;
}

export interface PaginationLimits {
  defaultPageSize: number;
  maxPageSize: number;
}

/** Paging limits plus, where a caller sets them, the read bounds (defaults: DEFAULT_READ_BOUNDS). */
export interface QueryLimits extends PaginationLimits, Partial<ReadBounds> {}
