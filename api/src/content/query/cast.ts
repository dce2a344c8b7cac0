import type { ScalarType } from '../content-type';
import { validationError } from '../../http/errors';

const TRUE = new Set(['true', 't', '1']);
const FALSE = new Set(['false', 'f', '0']);

export const parseBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return undefined;
};

const invalidValue = (value: unknown, type: string, key: string) =>
  validationError(`Invalid value ${JSON.stringify(value)} at ${key}: expected ${type}`, { key, source: 'query', param: 'filters' });

/** Casts one query value (a string from qs, or null) to the column's type. */
export const castValue = (type: ScalarType, value: unknown, key: string): unknown => {
  if (value === null) return null;
  if (typeof value === 'object') throw invalidValue(value, 'a single value', key);
  switch (type) {
    case 'integer': {
      const number = Number(value);
      if (value === '' || !Number.isInteger(number)) throw invalidValue(value, 'an integer', key);
      return number;
    }
    case 'float': {
      const number = Number(value);
      if (value === '' || !Number.isFinite(number)) throw invalidValue(value, 'a number', key);
      return number;
    }
    case 'boolean': {
      const parsed = parseBoolean(value);
      if (parsed === undefined) throw invalidValue(value, 'a boolean', key);
      return parsed;
    }
    default:
      return String(value);
  }
};
