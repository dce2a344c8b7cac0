import type { Migration } from 'kysely';
import type { MigrationDb } from '../../db/database';
import { isPostgres } from '../schema';
import { CONTAINS_COLUMN } from './contains-text';
import { SEARCHED_TABLES, addGramIndex, addTrigramIndex } from './search-index';

/** The SQLite FTS5 trigram table of a content table's contains text (case kept: it is lowered already). */
export const containsIndexOf = (table: string): string => `${table}_contains`;

/** The SQLite FTS5 table of the characters and pairs of a content table's contains text. */
export const containsShortWordIndexOf = (table: string): string => `${table}_contains_grams`;

/**
 * The contains text of a searchable table (contains-text.ts, ADR 46) and, on SQLite, its indexes:
 * a trigram index that keeps case (`case_sensitive 1`: the text and the word are lowered alike
 * already, and the tokenizer's own case folding, of letters beyond A–Z too, is not `lower()`'s)
 * and a short-word index for words of one or two characters. PostgreSQL keeps the column
 * only: its `$containsi` lowers with the database's own rules, so it is answered as before.
 * The text is filled at start (fillSearchText) for rows that have none.
 */
export const addContainsText = async (db: MigrationDb, table: string): Promise<void> => {
  await db.schema.alterTable(table).addColumn(CONTAINS_COLUMN, 'text').execute();
  if (isPostgres(db)) return;
  await addTrigramIndex(db, { table, column: CONTAINS_COLUMN, index: containsIndexOf(table) }, 'trigram case_sensitive 1');
  await addGramIndex(db, { table, column: CONTAINS_COLUMN, index: containsShortWordIndexOf(table) });
};

export const containsIndexMigrations: Record<string, Migration> = {
  '1000-contains-search-indexes': {
    up: async (db: MigrationDb) => {
      for (const table of SEARCHED_TABLES) await addContainsText(db, table);
    },
  },
};
