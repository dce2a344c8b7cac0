import type { ContentType } from '../content-type';
import { invalidKey } from '../../http/errors';
import type { Viewer } from '../access';
import { resolveField, visibleScalarNames } from './field-resolver';

const ALWAYS = new Set(['id', 'documentId']);

/** `fields=a`, `fields=a,b`, `fields[0]=a`: scalar attributes only; id/documentId always come back. */
export const parseFields = (contentType: ContentType, value: unknown, viewer: Viewer, path: string | null = null): string[] | null => {
  if (value === undefined || value === null) return visibleScalarNames(contentType, viewer);
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!items) throw invalidKey('fields', 'fields', path);
  const names: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') throw invalidKey('fields', 'fields', path);
    const key = item.trim();
    if (key === '') continue;
    if (key === '*') return visibleScalarNames(contentType, viewer);
    const field = resolveField(contentType, key, viewer);
    if (!field || field.kind !== 'scalar') throw invalidKey(key, 'fields', path);
    if (!ALWAYS.has(field.name) && !names.includes(field.name)) names.push(field.name);
  }
  return names;
};
