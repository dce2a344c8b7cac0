import { createId } from '@paralleldrive/cuid2';
import type { Kysely } from 'kysely';
import { type ContentType, columnOf, isRelation, isScalar } from '../../content/content-type';
import { isPostgres } from '../../content/schema';

export type Row = Record<string, unknown>;

export const nowIso = (): string => new Date().toISOString();

/** Attribute values → columns: scalars by name, to-one relations and media as their FK column. */
export const toColumns = (type: ContentType, values: Record<string, unknown>, postgres = false): Row => {
  const row: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const attribute = type.attributes[name];
    if (!attribute || value === undefined) continue;
    if (isRelation(attribute) && attribute.relation !== 'manyToOne') continue;
    row[columnOf(name, attribute)] = attribute.type === 'json' ? JSON.stringify(value) : typeof value === 'boolean' && !postgres ? (value ? 1 : 0) : value;
  }
  return row;
};

/** A row → the scalar attribute values the audit trail compares (booleans normalised). */
export const toValues = (type: ContentType, row: Row | undefined | null): Record<string, unknown> | null => {
  if (!row) return null;
  const values: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(type.attributes)) {
    if (!isScalar(attribute) || attribute.private) continue;
    const value = row[columnOf(name, attribute)];
    values[name] = attribute.type === 'boolean' && value != null ? Boolean(value) : (value ?? null);
  }
  return values;
};

/**
 * The write side of a content table (reads go through the content engine). Writes take the
 * transaction they belong to, so the audit entry commits or rolls back with them.
 */
export const createEntryRepository = (type: ContentType) => ({
  type,
  async findByRef(db: Kysely<any>, ref: string | number): Promise<Row | undefined> {
    const numeric = typeof ref === 'number' || /^\d+$/.test(ref);
    return db
      .selectFrom(type.table)
      .selectAll()
      .where(numeric ? 'id' : 'document_id', '=', numeric ? Number(ref) : ref)
      .executeTakeFirst();
  },
  async insert(trx: Kysely<any>, values: Record<string, unknown>, extra: Row = {}): Promise<Row> {
    const now = nowIso();
    const row = { ...toColumns(type, values, isPostgres(trx)), ...extra, document_id: createId(), created_at: now, updated_at: now, published_at: now };
    const inserted = await trx.insertInto(type.table).values(row).returning('id').executeTakeFirstOrThrow();
    return (await this.findByRef(trx, Number(inserted.id)))!;
  },
  async update(trx: Kysely<any>, id: number, values: Record<string, unknown>): Promise<Row> {
    await trx.updateTable(type.table).set({ ...toColumns(type, values, isPostgres(trx)), updated_at: nowIso() }).where('id', '=', id).execute();
    return (await this.findByRef(trx, id))!;
  },
  async remove(trx: Kysely<any>, id: number): Promise<void> {
    await trx.deleteFrom(type.table).where('id', '=', id).execute();
  },
  async count(db: Kysely<any>, column: string, value: unknown): Promise<number> {
    const result = await db.selectFrom(type.table).select((eb) => eb.fn.countAll().as('n')).where(column, '=', value).executeTakeFirst();
    return Number(result?.n ?? 0);
  },
});
export type EntryRepository = ReturnType<typeof createEntryRepository>;
