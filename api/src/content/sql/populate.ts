import { type RawBuilder, sql } from 'kysely';
import { columnOf, isToOne } from '../content-type';
import type { ReadBounds } from '../query/bounds';
import type { PopulateItem, PopulatePlan } from '../query/plan';
import { type EntryData, serializeRow } from '../serializer';
import type { Dialect } from '../../db/create-db';
import { validationError } from '../../http/errors';
import { type Row, type SelectOptions, countPerOwner, selectRows } from './select';
import { type DynamicDb } from '../dynamic-db';

/**
 * One answer's populate: its bounds, the entries it may still add, and the relations it cut.
 * Created per answer by `createPopulateRun`, shared by every level of that answer.
 */
export interface PopulateRun {
  db: DynamicDb;
  dialect: Dialect;
  version?: string | null;
  bounds: Pick<ReadBounds, 'relatedPerEntry' | 'answerEntries'>;
  /** Entries the answer holds so far, counting every place an entry stands in it. */
  expanded: number;
  /** Paths (`area.trucks`) where some entry had more related entries than `relatedPerEntry`. */
  truncated: Set<string>;
}

export const createPopulateRun = (
  db: DynamicDb,
  dialect: Dialect,
  bounds: PopulateRun['bounds'],
  rootEntries: number,
  version?: string | null,
): PopulateRun => ({ db, dialect, version, bounds, expanded: rootEntries, truncated: new Set() });

interface Loaded {
  rows: Row[];
  entries: EntryData[];
}

/** Entries of one level, their rows, and how many times each stands in the answer. */
interface Level extends Loaded {
  weights: number[];
}

const unique = (values: unknown[]): number[] => [...new Set(values.filter((v) => v !== null && v !== undefined).map(Number))];

const tooLarge = (run: PopulateRun) =>
  validationError(
    `The answer would hold more than ${run.bounds.answerEntries} entries: ask for a smaller page or populate fewer relations`,
    { source: 'query', param: 'populate' },
  );

/**
 * An entry loaded once can stand in the answer many times (every truck of an area carries that
 * area and all of its trucks), so the bound counts occurrences: an entry's weight is the number of
 * places it appears, the sum of its parents' weights.
 */
const spend = (run: PopulateRun, weights: number[]): void => {
  run.expanded += weights.reduce((sum, weight) => sum + weight, 0);
  if (run.expanded > run.bounds.answerEntries) throw tooLarge(run);
};

/** One relation's rows for every owner in one query, one row more than the answer may still hold. */
const selectRelated = (run: PopulateRun, item: PopulateItem, select: Partial<SelectOptions>): Promise<Row[]> =>
  selectRows(run.db, run.dialect, item.target, {
    ...select,
    filters: item.filters,
    sort: item.sort,
    version: run.version,
    limit: run.bounds.answerEntries - run.expanded + 1,
    offset: 0,
  });

const withEntries = (item: PopulateItem, rows: Row[]): Loaded => ({
  rows,
  entries: rows.map((row) => serializeRow(item.target, row, item.fields)),
});

/** Loads one relation for every owner in one query, never more rows than the answer may still hold. */
const loadRows = async (run: PopulateRun, item: PopulateItem, select: Partial<SelectOptions>): Promise<Loaded> => {
  const rows = await selectRelated(run, item, select);
  if (rows.length > run.bounds.answerEntries - run.expanded) throw tooLarge(run);
  return withEntries(item, rows);
};

/**
 * A to-many relation's first `limit` rows of each owner, in sort order. Read ordered by owner, a
 * page's few related rows cost a third to a half of what SQL's per-owner window costs (row_number()
 * sorts and numbers them, then they are sorted again by rank); the window is read only when that
 * plain read reaches the answer's bound, where rows past each owner's `limit` may have filled it.
 */
const loadFirstPerOwner = async (
  run: PopulateRun,
  item: PopulateItem,
  select: Partial<SelectOptions>,
  owner: { key: string; ref: RawBuilder<unknown>; limit: number },
): Promise<Loaded> => {
  const rows = await selectRelated(run, item, { ...select, ownerFirst: owner.ref });
  if (rows.length > run.bounds.answerEntries - run.expanded)
    return loadRows(run, item, { ...select, perOwner: { owner: owner.ref, limit: owner.limit } });
  const seen = new Map<unknown, number>();
  const kept = rows.filter((row) => {
    const count = (seen.get(row[owner.key]) ?? 0) + 1;
    seen.set(row[owner.key], count);
    return count <= owner.limit;
  });
  return withEntries(item, kept);
};

const populateToOne = async (run: PopulateRun, name: string, item: PopulateItem, level: Level, path: string): Promise<void> => {
  const fk = columnOf(name, item.attribute);
  const ids = unique(level.rows.map((row) => row[fk]));
  const loaded = ids.length === 0 ? { rows: [], entries: [] } : await loadRows(run, item, { extra: sql`t0.id in (${sql.join(ids)})` });
  const indexById = new Map(loaded.entries.map((entry, index) => [entry.id, index]));
  const weights = loaded.rows.map(() => 0);
  level.rows.forEach((row, index) => {
    const at = row[fk] === null || row[fk] === undefined ? undefined : indexById.get(Number(row[fk]));
    if (at !== undefined) weights[at]! += level.weights[index]!;
    level.entries[index]![name] = item.count ? { count: at === undefined ? 0 : 1 } : at === undefined ? null : loaded.entries[at]!;
  });
  if (item.count) return;
  spend(run, weights);
  await populateLevel(run, { rows: loaded.rows, entries: loaded.entries, weights }, item.populate, path);
};
/** The query shape of a to-many relation: through its join table, or the target's FK back to the owner. */
const toManySelect = (
  item: PopulateItem,
  ids: number[],
): { select: Partial<SelectOptions>; ownerKey: string; owner: RawBuilder<unknown> } => {
  const attribute = item.attribute;
  if (attribute.type === 'relation' && attribute.joinTable) {
    const jt = attribute.joinTable;
    const owner = sql.ref(`j0.${jt.column}`);
    return {
      ownerKey: '__owner',
      owner,
      select: {
        from: sql`${sql.table(jt.table)} as j0 join ${sql.table(item.target.table)} as t0 on t0.id = ${sql.ref(`j0.${jt.inverseColumn}`)}`,
        prefix: sql`${owner} as "__owner"`,
        extra: sql`${owner} in (${sql.join(ids)})`,
      },
    };
  }
  const mappedBy = attribute.type === 'relation' ? (attribute.mappedBy ?? '') : '';
  const back = Object.hasOwn(item.target.attributes, mappedBy) ? item.target.attributes[mappedBy] : undefined;
  if (!back) throw new Error(`Relation mappedBy "${mappedBy}" not found on ${item.target.uid}`);
  const fk = columnOf(mappedBy, back);
  const owner = sql.ref(`t0.${fk}`);
  return { ownerKey: fk, owner, select: { extra: sql`${owner} in (${sql.join(ids)})` } };
};

const countToMany = async (run: PopulateRun, name: string, item: PopulateItem, level: Level, ids: number[]): Promise<void> => {
  const shape = ids.length === 0 ? null : toManySelect(item, ids);
  const counts = shape
    ? await countPerOwner(run.db, run.dialect, item.target, {
        ...shape.select,
        owner: shape.owner,
        filters: item.filters,
        sort: [],
        version: run.version,
      })
    : new Map<number, number>();
  level.rows.forEach((row, index) => {
    level.entries[index]![name] = { count: counts.get(Number(row.id)) ?? 0 };
  });
};

const populateToMany = async (run: PopulateRun, name: string, item: PopulateItem, level: Level, path: string): Promise<void> => {
  const ids = unique(level.rows.map((row) => row.id));
  if (item.count) return countToMany(run, name, item, level, ids);
  const cap = run.bounds.relatedPerEntry;
  const kept: Level = { rows: [], entries: [], weights: [] };
  const groups = new Map<number, EntryData[]>();
  if (ids.length > 0) {
    const { select, ownerKey, owner } = toManySelect(item, ids);
    // One row past the cap tells that an entry has more than it is answered.
    const related = await loadFirstPerOwner(run, item, select, { key: ownerKey, ref: owner, limit: cap + 1 });
    const weightOf = new Map(level.rows.map((row, index) => [Number(row.id), level.weights[index]!]));
    related.rows.forEach((row, index) => {
      const ownerId = Number(row[ownerKey]);
      const list = groups.get(ownerId) ?? [];
      if (list.length === cap) {
        run.truncated.add(path);
        return;
      }
      list.push(related.entries[index]!);
      groups.set(ownerId, list);
      kept.rows.push(row);
      kept.entries.push(related.entries[index]!);
      kept.weights.push(weightOf.get(ownerId) ?? 0);
    });
  }
  const single = item.attribute.type === 'relation' && item.attribute.relation === 'oneToOne';
  level.rows.forEach((row, index) => {
    const list = groups.get(Number(row.id)) ?? [];
    level.entries[index]![name] = single ? (list[0] ?? null) : list;
  });
  spend(run, kept.weights);
  await populateLevel(run, kept, item.populate, path);
};

const populateLevel = async (run: PopulateRun, level: Level, plan: PopulatePlan, parentPath: string): Promise<void> => {
  if (level.rows.length === 0) return;
  for (const [name, item] of Object.entries(plan)) {
    const path = parentPath ? `${parentPath}.${name}` : name;
    if (isToOne(item.attribute)) await populateToOne(run, name, item, level, path);
    else await populateToMany(run, name, item, level, path);
  }
};

/** Fills the populated relations of `entries` (built from `rows`, same order), batched per relation and level. */
export const populateEntries = (run: PopulateRun, rows: Row[], entries: EntryData[], plan: PopulatePlan): Promise<void> =>
  populateLevel(run, { rows, entries, weights: rows.map(() => 1) }, plan, '');
