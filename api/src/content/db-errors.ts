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

/**
 * Constraint violations are the client's fault (a duplicate plate, a vanished reference), so
 * they answer 400 naming the attribute instead of a 500.
 */
export const mapDbError = (contentType: ContentType, error: unknown): unknown => {
  if (error instanceof HttpError || typeof error !== 'object' || error === null) return error;
  const e = error as { code?: string; message?: string; detail?: string; column?: string };
  const code = e.code ?? '';
  const field = attributeOf(contentType, columnFrom(e));
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return fieldErrors([{ path: [field], message: 'This attribute must be unique', name: 'ValidationError' }]);
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
