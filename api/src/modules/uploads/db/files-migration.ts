import type { Migration } from 'kysely';
import type { MigrationDb } from '../../../db/database';
import { withEntryColumns, withIdColumn } from '../../auth/db/schema-helpers';

/** Uploaded media; `formats` is JSON text such as `{"thumbnail":{"url","width","height"}}`. */
export const filesMigration: Migration = {
  async up(db: MigrationDb) {
    const files = withIdColumn(db, db.schema.createTable('files'))
      .addColumn('document_id', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('url', 'varchar(512)', (c) => c.notNull())
      .addColumn('mime', 'varchar(64)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('formats', 'text');
    await withEntryColumns(files).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('files').execute();
  },
};
