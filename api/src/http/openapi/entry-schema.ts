import { type Attribute, type ContentType, type ScalarAttribute, isToOne } from '../../content/content-type';
import { findContentType } from '../../content/registry';

export type JsonSchema = Record<string, unknown>;

const nullable = (type: string): JsonSchema => ({ type: [type, 'null'] });

const scalar = (attribute: ScalarAttribute): JsonSchema => {
  switch (attribute.type) {
    case 'enumeration':
      return { enum: [...(attribute.enum ?? []), null] };
    case 'integer':
      return nullable('integer');
    case 'float':
      return nullable('number');
    case 'boolean':
      return nullable('boolean');
    case 'json':
      return {};
    default:
      return nullable('string');
  }
};

/** A relation is answered only when populated: the target's entry (or null), or a list of them. */
const attributeSchema = (attribute: Attribute, ref: (target: ContentType) => JsonSchema): JsonSchema => {
  if (attribute.type === 'media') return { anyOf: [{ type: 'object' }, { type: 'null' }] };
  if (attribute.type !== 'relation') return scalar(attribute);
  const target = findContentType(attribute.target);
  const one = target ? ref(target) : { type: 'object' };
  return isToOne(attribute) ? { anyOf: [one, { type: 'null' }] } : { type: 'array', items: one };
};

/**
 * An answered entry from the content type definition the engine reads and writes with: the ids,
 * the public attributes, the timestamps. Modules may add derived fields (a truck's `tyre`), so
 * other properties are allowed; `fields` may leave any attribute out, so only the ids are required.
 */
export const entrySchema = (contentType: ContentType, ref: (target: ContentType) => JsonSchema): JsonSchema => {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' }, documentId: { type: 'string' } };
  for (const [name, attribute] of Object.entries(contentType.attributes)) {
    if (!attribute.private) properties[name] = attributeSchema(attribute, ref);
  }
  for (const stamp of ['createdAt', 'updatedAt', 'publishedAt']) properties[stamp] = nullable('string');
  return { type: 'object', required: ['id', 'documentId'], properties };
};
