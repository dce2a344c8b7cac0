import { type AuditAction, diffChanges } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { auditType } from './content-types';
import { createEntryRepository } from './entry-repository';

export interface Actor {
  id: number;
  name: string;
}

const entries = createEntryRepository(auditType);

/**
 * Writes one audit entry inside the caller's transaction. An update that changed nothing leaves
 * no entry, so the trail only shows real changes.
 */
export const recordAudit = async (
  trx: Kysely<any>,
  entry: { entityType: string; entityId: string; customerDocumentId: string | null; action: AuditAction; before: Record<string, unknown> | null; after: Record<string, unknown> | null; actor: Actor | null },
): Promise<void> => {
  const changes = diffChanges(entry.before, entry.after);
  if (entry.action === 'update' && changes.length === 0) return;
  await entries.insert(trx, {
    entityType: entry.entityType,
    entityId: entry.entityId,
    customerDocumentId: entry.customerDocumentId,
    action: entry.action,
    changes,
    userId: entry.actor?.id ?? null,
    userName: entry.actor?.name ?? null,
    at: new Date().toISOString(),
  });
};
