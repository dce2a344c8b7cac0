export interface SortSpec<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** `field` or `field:asc|desc`; null when the field is not one of `fields`. */
export const parseSort = <F extends string>(value: unknown, fields: readonly F[], fallback: SortSpec<F>): SortSpec<F> | null => {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') return null;
  const [field = '', direction = 'asc', extra] = value.split(':');
  if (extra !== undefined || !(fields as readonly string[]).includes(field) || (direction !== 'asc' && direction !== 'desc')) return null;
  return { field: field as F, direction };
};

type Value = string | number | null;

/**
 * Rows in the requested order; empty figures (null) always last, then by `label` so equal rows
 * keep a stable order between pages.
 */
export const sortRows = <R, F extends string>(
  rows: readonly R[],
  sort: SortSpec<F>,
  valueOf: (row: R, field: F) => Value,
  label: (row: R) => string,
): R[] => {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: R, b: R): number => {
    const x = valueOf(a, sort.field);
    const y = valueOf(b, sort.field);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    const l = label(a);
    const m = label(b);
    return l < m ? -1 : l > m ? 1 : 0;
  };
  return [...rows].sort(compare);
};

/** A page of rows with Strapi's page pagination. */
export const pageOf = <R>(rows: readonly R[], page: number, pageSize: number) => ({
  data: rows.slice((page - 1) * pageSize, page * pageSize),
  pagination: { page, pageSize, pageCount: Math.ceil(rows.length / pageSize), total: rows.length },
});
