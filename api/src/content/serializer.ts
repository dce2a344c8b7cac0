import { type ContentType, type ScalarAttribute, type ScalarType, columnOf, isScalar } from './content-type';

type Row = Record<string, unknown>;
export type EntryData = Record<string, unknown> & { id: number; documentId: string };

interface ScalarColumn {
  name: string;
  column: string;
  type: ScalarType;
  decimals?: number;
}

const TIMESTAMPS: ScalarColumn[] = [
  { name: 'createdAt', column: 'created_at', type: 'datetime' },
  { name: 'updatedAt', column: 'updated_at', type: 'datetime' },
  { name: 'publishedAt', column: 'published_at', type: 'datetime' },
];

const compiled = new WeakMap<ContentType, ScalarColumn[]>();

/** The public scalar columns in answer order, computed once per content type. */
export const publicScalars = (contentType: ContentType): ScalarColumn[] => {
  let columns = compiled.get(contentType);
  if (!columns) {
    columns = Object.entries(contentType.attributes)
      .filter(([, attribute]) => isScalar(attribute) && !attribute.private)
      .map(([name, attribute]) => ({
        name,
        column: columnOf(name, attribute),
        type: attribute.type as ScalarType,
        decimals: (attribute as ScalarAttribute).decimals,
      }));
    columns.push(...TIMESTAMPS);
    compiled.set(contentType, columns);
  }
  return columns;
};

/** A decimal attribute's whole units in its column (`decimals`), and back. */
export const toStoredUnits = (value: number, decimals: number): number => Math.round(value * 10 ** decimals);
export const fromStoredUnits = (value: unknown, decimals: number): number => Number(value) / 10 ** decimals;

/** Database values to JSON: SQLite's 0/1 booleans, JSON kept as text, drivers' Date objects, decimals from their units. */
export const fromColumn = (type: ScalarType, value: unknown, decimals?: number): unknown => {
  if (value === null || value === undefined) return null;
  if (decimals !== undefined) return fromStoredUnits(value, decimals);
  switch (type) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't';
    case 'integer':
    case 'float':
      return typeof value === 'number' ? value : Number(value);
    case 'json':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    default:
      return value instanceof Date ? value.toISOString() : value;
  }
};

/** JSON to a column value for the given dialect. */
export const toColumn = (type: ScalarType, value: unknown, sqlite: boolean, decimals?: number): unknown => {
  if (value === null || value === undefined) return null;
  if (decimals !== undefined) return toStoredUnits(Number(value), decimals);
  if (type === 'boolean' && sqlite) return value ? 1 : 0;
  if (type === 'json') return JSON.stringify(value);
  return value;
};

/** A row to an entry: id, documentId, then the selected (or all public) attributes. */
export const serializeRow = (contentType: ContentType, row: Row, fields: string[] | null): EntryData => {
  const entry: EntryData = { id: Number(row.id), documentId: row.document_id as string };
  for (const column of publicScalars(contentType)) {
    if (fields && !fields.includes(column.name)) continue;
    entry[column.name] = fromColumn(column.type, row[column.column], column.decimals);
  }
  return entry;
};
