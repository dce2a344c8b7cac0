import type { Kysely } from 'kysely';
import { type Attribute, type ContentType, columnOf, isMedia, snakeCase } from '../../content/content-type';
import { allContentTypes } from '../../content/registry';

/** An entry whose media attribute points at a file. */
export interface FileUser {
  type: string;
  documentId: string;
  field: string;
  /** "the profile photo of customer Acme AB" */
  description: string;
}

/** Every media attribute of every registered type: a module that adds one is covered without a list to keep. */
const mediaAttributes = () =>
  allContentTypes().flatMap((type) => Object.entries(type.attributes).flatMap(([name, attribute]) => (isMedia(attribute) ? [{ type, name, column: attribute.column }] : [])));

// An attribute only some users may read (e.g. an identity number) must not be the name shown to all.
const readableByAll = (attribute: Attribute): boolean => !('readableBy' in attribute && attribute.readableBy);

/** What people call an entry: its first public text attribute (companyName, truckName). */
const labelColumn = (type: ContentType): string | null => {
  const found = Object.entries(type.attributes).find(([, attribute]) => attribute.type === 'string' && !attribute.private && readableByAll(attribute));
  return found ? columnOf(found[0], found[1]) : null;
};

const words = (name: string): string => snakeCase(name).replace(/_/g, ' ');
const singular = (uid: string): string => words(uid.replace(/-/g, '_')).replace(/s$/, '');

/** The first entry (of any registered type) that uses the file, or null; run it in the deleting transaction. */
export const findFileUser = async (db: Kysely<any>, fileId: number): Promise<FileUser | null> => {
  for (const { type, name, column } of mediaAttributes()) {
    const label = labelColumn(type);
    const row = await db
      .selectFrom(type.table)
      .select(['document_id', ...(label ? [`${label} as label`] : [])])
      .where(column, '=', fileId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (row) {
      const documentId = String(row.document_id);
      const called = row.label == null || row.label === '' ? documentId : String(row.label);
      return { type: type.uid, documentId, field: name, description: `the ${words(name)} of ${singular(type.uid)} ${called}` };
    }
  }
  return null;
};
