import type { Entry } from '../strapi';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'archive'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** Who changed what and when; written in the same transaction as the change itself. */
export interface AuditEntry extends Entry {
  entityType: string;
  entityId: string;
  /** The customer the change belongs to (itself, or the owner of a contact or price agreement). */
  customerDocumentId: string | null;
  action: AuditAction;
  changes: FieldChange[];
  user: { id: number; name: string } | null;
  at: string;
}

/** Bookkeeping fields change on every write and say nothing a reader needs. */
const IGNORED = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt']);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of an entry (null before = created, null after =
 * deleted). Nested values (price lines) compare by value; missing and null count as the same.
 */
export const diffChanges = (before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] => {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((field) => !IGNORED.has(field))
    .sort()
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) => ({ field, from: before?.[field] ?? null, to: after?.[field] ?? null }));
};
