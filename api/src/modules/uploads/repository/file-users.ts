import { asDynamic, type Executor } from '../../../content';
import { labelColumn, mediaAttributes, singular, words } from '../services/media-attributes';

/** An entry whose media attribute points at a file. */
export interface FileUser {
  type: string;
  documentId: string;
  field: string;
  /** "the profile photo of customer Acme AB" */
  description: string;
}

/** The first entry (of any registered type) that uses the file, or null; run it in the deleting transaction. */
export const findFileUser = async (executor: Executor, fileId: number): Promise<FileUser | null> => {
  // Media attributes are found in the registry at run time, so their tables are too.
  const db = asDynamic(executor);
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
