import { type ContentType, type MediaAttribute, type RelationAttribute, isScalar, isToOne } from '../content-type';
import { getContentType } from '../registry';
import { resolveRefs, toOneRef } from './relation-refs';
import { type DynamicDb } from '../dynamic-db';

export const targetOf = (attribute: RelationAttribute | MediaAttribute): ContentType =>
  getContentType(attribute.type === 'media' ? 'files' : attribute.target);

/** The id a to-one relation or media value names (null clears it); an unknown one is a 400 naming the attribute. */
export const resolveToOneValue = async (
  db: DynamicDb,
  name: string,
  attribute: RelationAttribute | MediaAttribute,
  value: unknown,
): Promise<number | null> => {
  const ref = toOneRef(value, name);
  return ref === null ? null : (await resolveRefs(db, targetOf(attribute), [ref], name)).get(ref)!;
};

/**
 * `data` with every to-one relation and media value replaced by the id it names, checked exactly
 * as the engine's own writes check them. Modules that write rows with their own repository
 * (customers) call it inside their transaction, so no id that does not exist is ever stored.
 */
export const resolveToOneValues = async (
  db: DynamicDb,
  contentType: ContentType,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const resolved = { ...data };
  for (const [name, value] of Object.entries(data)) {
    const attribute = Object.hasOwn(contentType.attributes, name) ? contentType.attributes[name] : undefined;
    if (!attribute || value === undefined || isScalar(attribute) || !isToOne(attribute)) continue;
    resolved[name] = await resolveToOneValue(db, name, attribute, value);
  }
  return resolved;
};
