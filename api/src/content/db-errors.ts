import { type ContentType, columnOf } from './content-type';
import { HttpError, fieldErrors, validationError } from '../http/errors';

const attributeOf = (contentType: ContentType, column: string | undefined): string => {
  if (!column) return 'unknown';
  const found = Object.entries(contentType.attributes).find(([name, attribute]) => columnOf(name, attribute) === column);
  return found?.[0] ?? column;
};

const columnFrom = (error: { message?: string; detail?: string; column?: string }): string | undefined => {
  if (error.column) return error.column;
  const pg = /Key \(([^)]+)\)=/.exec(error.detail ?? '');
  if (pg) return pg[1]!.split(',')[0]!.trim();
  const sqlite = /constraint failed: [\w]+\.(\w+)/.exec(error.message ?? '');
  return sqlite?.[1];
};

const singularOf = (contentType: ContentType): string => contentType.singularName ?? contentType.uid.replace(/-/g, ' ').replace(/s$/, '');

/** "A truck with plate GBD123 already exists": which record holds the value, in people's words. */
export const duplicateMessage = (contentType: ContentType, field: string, value: unknown): string => {
  const attribute = Object.hasOwn(contentType.attributes, field) ? contentType.attributes[field] : undefined;
  const label = (attribute && 'label' in attribute && attribute.label) || field;
  const shown = typeof value === 'string' || typeof value === 'number' ? ` ${value}` : '';
  const article = /^[aeiou]/i.test(singularOf(contentType)) ? 'An' : 'A';
  return `${article} ${singularOf(contentType)} with ${shown ? label : `this ${label}`}${shown} already exists`;
};

/**
 * Whether a write broke a unique index or primary key, on either dialect: the one test, so a
 * foreign-key or check failure is never mistaken for a duplicate.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

/**
 * Constraint violations are the client's fault (a duplicate plate, a vanished reference), so
 * they answer 400 naming the attribute instead of a 500. `data`, the values being written, lets a
 * duplicate be named by its value.
 */
export const mapDbError = (contentType: ContentType, error: unknown, data?: Record<string, unknown>): unknown => {
  if (error instanceof HttpError || typeof error !== 'object' || error === null) return error;
  const e = error as { code?: string; message?: string; detail?: string; column?: string };
  const code = e.code ?? '';
  const field = attributeOf(contentType, columnFrom(e));
  if (isUniqueViolation(error)) {
    return fieldErrors([{ path: [field], message: duplicateMessage(contentType, field, data?.[field]), name: 'ValidationError' }]);
  }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return validationError('A referenced document does not exist or is still referenced', { errors: [] });
  }
  if (code === '23502' || code === 'SQLITE_CONSTRAINT_NOTNULL') {
    return fieldErrors([{ path: [field], message: `${field} must be defined`, name: 'ValidationError' }]);
  }
  if (code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK' || code === '22001' || code === '22P02') {
    return validationError('A value is not allowed', { errors: [] });
  }
  return error;
};
