import type { AuditEntry, FieldChange } from '@haulage/shared/contracts';

const ACTION_LABELS: Record<AuditEntry['action'], string> = { create: 'Created', update: 'Changed', delete: 'Deleted', archive: 'Archived' };

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
  if (typeof value === 'object') return Array.isArray(value) ? `${value.length} item${value.length === 1 ? '' : 's'}` : 'details';
  return String(value);
};

/** "paymentTermsDays: 30 → 45"; price lines are summarised, not dumped. */
export const describeChange = (change: FieldChange): string => `${change.field}: ${show(change.from)} → ${show(change.to)}`;

/** Stockholm time, as the office reads it. */
export const formatWhen = (iso: string): string =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Stockholm' }).format(new Date(iso));
