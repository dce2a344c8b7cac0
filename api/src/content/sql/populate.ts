import { type Kysely, sql } from 'kysely';
import { columnOf, isToOne } from '../content-type';
import type { PopulateItem, PopulatePlan } from '../query/plan';
import { type EntryData, serializeRow } from '../serializer';
import type { Dialect } from '../../db/create-db';
import { type Row, selectRows } from './select';

interface Loaded {
  rows: Row[];
  entries: EntryData[];
}

const unique = (values: unknown[]): number[] => [...new Set(values.filter((v) => v !== null && v !== undefined).map(Number))];

const groupBy = (rows: Row[], entries: EntryData[], key: string): Map<number, EntryData[]> => {
  const groups = new Map<number, EntryData[]>();
  rows.forEach((row, index) => {
    const owner = Number(row[key]);
    const list = groups.get(owner) ?? [];
    list.push(entries[index]!);
    groups.set(owner, list);
  });
  return groups;
};

/** Loads one relation for every owner in one query, then the next level from those rows. */
const loadTargets = async (db: Kysely<any>, dialect: Dialect, item: PopulateItem, extra: Parameters<typeof selectRows>[3]): Promise<Loaded> => {
  const rows = await selectRows(db, dialect, item.target, { ...extra, filters: item.filters, sort: item.sort });
  const entries = rows.map((row) => serializeRow(item.target, row, item.fields));
  await populateEntries(db, dialect, rows, entries, item.populate, extra.version);
  return { rows, entries };
};

const populateOne = async (db: Kysely<any>, dialect: Dialect, name: string, item: PopulateItem, rows: Row[], entries: EntryData[], version?: string | null): Promise<void> => {
  const attribute = item.attribute;
  if (isToOne(attribute)) {
    const fk = columnOf(name, attribute);
    const ids = unique(rows.map((row) => row[fk]));
    const loaded = ids.length === 0 ? { rows: [], entries: [] } : await loadTargets(db, dialect, item, { filters: null, sort: [], version, extra: sql`t0.id in (${sql.join(ids)})` });
    const byId = new Map(loaded.entries.map((entry) => [entry.id, entry]));
    rows.forEach((row, index) => {
      const target = row[fk] === null || row[fk] === undefined ? undefined : byId.get(Number(row[fk]));
      entries[index]![name] = item.count ? { count: target ? 1 : 0 } : (target ?? null);
    });
    return;
  }
  const ids = unique(rows.map((row) => row.id));
  let groups = new Map<number, EntryData[]>();
  if (ids.length > 0) {
    if (attribute.type === 'relation' && attribute.joinTable) {
      const jt = attribute.joinTable;
      const loaded = await loadTargets(db, dialect, item, {
        filters: null, sort: [], version,
        from: sql`${sql.table(jt.table)} as j0 join ${sql.table(item.target.table)} as t0 on t0.id = ${sql.ref(`j0.${jt.inverseColumn}`)}`,
        prefix: sql`${sql.ref(`j0.${jt.column}`)} as "__owner"`,
        extra: sql`${sql.ref(`j0.${jt.column}`)} in (${sql.join(ids)})`,
      });
      groups = groupBy(loaded.rows, loaded.entries, '__owner');
    } else {
      const mappedBy = attribute.type === 'relation' ? attribute.mappedBy ?? '' : '';
      const back = item.target.attributes[mappedBy];
      if (!back) throw new Error(`Relation mappedBy "${mappedBy}" not found on ${item.target.uid}`);
      const fk = columnOf(mappedBy, back);
      const loaded = await loadTargets(db, dialect, item, { filters: null, sort: [], version, extra: sql`${sql.ref(`t0.${fk}`)} in (${sql.join(ids)})` });
      groups = groupBy(loaded.rows, loaded.entries, fk);
    }
  }
  const single = attribute.type === 'relation' && attribute.relation === 'oneToOne';
  rows.forEach((row, index) => {
    const list = groups.get(Number(row.id)) ?? [];
    entries[index]![name] = item.count ? { count: list.length } : single ? (list[0] ?? null) : list;
  });
};

/** Fills the populated relations of `entries` (built from `rows`, same order), batched per relation. */
export const populateEntries = async (db: Kysely<any>, dialect: Dialect, rows: Row[], entries: EntryData[], plan: PopulatePlan, version?: string | null): Promise<void> => {
  if (rows.length === 0) return;
  for (const [name, item] of Object.entries(plan)) {
    await populateOne(db, dialect, name, item, rows, entries, version);
  }
};
