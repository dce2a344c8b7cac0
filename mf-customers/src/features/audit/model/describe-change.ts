import type { AuditEntry, FieldChange } from '@haulage/shared/contracts';
import { formatCount, formatDateTime } from '@haulage/shared/format';
import { fieldLabel } from '#lib';

const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  archive: 'Archived',
};

const ENTITY_LABELS: Record<string, string> = {
  customers: 'customer',
  customer: 'customer',
  'customer-contacts': 'contact',
  contact: 'contact',
  'customer-pricings': 'price agreement',
  pricing: 'price agreement',
};

/** "Changed customer", "Created contact", … */
export const describeAction = (entry: Pick<AuditEntry, 'action' | 'entityType'>): string =>
  `${ACTION_LABELS[entry.action] ?? entry.action} ${ENTITY_LABELS[entry.entityType] ?? entry.entityType}`;

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'object') return Array.isArray(value) ? formatCount(value.length, 'item') : 'details';
  return String(value);
};

/** "Payment terms (days): 30 → 45", labelled as the form labels the field; price lines are summarised, not dumped. */
export const describeChange = (change: FieldChange, entityType = 'customers'): string =>
  `${fieldLabel(entityType, change.field)}: ${show(change.from)} → ${show(change.to)}`;

/** Stockholm time, as the office reads it: "2026-03-01 10:30". */
export const formatWhen = (iso: string): string => formatDateTime(iso);
