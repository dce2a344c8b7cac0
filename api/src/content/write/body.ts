import type { ContentType } from '../content-type';
import { validationError } from '../../http/errors';
import { isPlainObject } from '../query/field-resolver';
import { invalidBodyKey } from './strict-keys';

/**
 * `{data:{…}}` with known, writable attribute names only: ids, timestamps, private, read-only and
 * unknown keys are refused as Strapi's strictParams does.
 */
export const readDataPayload = (contentType: ContentType, body: unknown): Record<string, unknown> => {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) throw validationError('Missing "data" payload in the request body', {});
  for (const key of Object.keys(data)) {
    const attribute = Object.hasOwn(contentType.attributes, key) ? contentType.attributes[key] : undefined;
    if (!attribute || attribute.private || ('readOnly' in attribute && attribute.readOnly)) throw invalidBodyKey(key);
  }
  return data;
};
