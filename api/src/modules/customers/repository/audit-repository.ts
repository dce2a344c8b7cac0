import { type AuditAction, diffChanges } from '@haulage/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type ContentType, createContentService, dialectOf, isScalar } from '../../../content';
import { auditType } from '../content-types';
import type { Database } from '../../../db/database';

export interface Actor {
  id: number;
  name: string;
}

/** Who is writing, for the audit trail. */
export const actorOf = (request: FastifyRequest): Actor => ({ id: Number(request.user.id), name: request.user.name || request.user.email });

/** An entry → the scalar attribute values the audit trail compares. */
export const auditValues = (type: ContentType, entry: Record<string, unknown> | null | undefined): Record<string, unknown> | null => {
  if (!entry) return null;
  const values: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(type.attributes)) {
    if (isScalar(attribute) && !attribute.private) values[name] = entry[name] ?? null;
  }
  return values;
};

export interface AuditRecord {
  entityType: string;
  entityId: string;
  customerDocumentId: string | null;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actor: Actor | null;
}

/**
 * Writes one audit entry inside the caller's transaction, through the engine's write path. An
 * update that changed nothing leaves no entry, so the trail only shows real changes.
 */
export const recordAudit = async (trx: Kysely<Database>, entry: AuditRecord): Promise<void> => {
  const changes = diffChanges(entry.before, entry.after);
  if (entry.action === 'update' && changes.length === 0) return;
  await createContentService(trx, dialectOf(trx), auditType).create({
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
