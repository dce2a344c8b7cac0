import { can, type JobProblem, type JobProof, type ProblemKind } from '@haulage/shared/contracts';
import type { EntryData, ReadContext } from '../../../../content';

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);
const num = (value: unknown): number | null => (value == null ? null : Number(value));

/** The stored files' addresses, read once for a job's reports. */
const fileUrls = async (ctx: ReadContext, fileIds: number[]) => {
  const files = fileIds.length === 0 ? [] : await ctx.db.selectFrom('files').select(['id', 'url']).where('id', 'in', fileIds).execute();
  const urlOf = new Map(files.map((f) => [Number(f.id), f.url]));
  return (id: number) => ({ id, url: urlOf.get(id) ?? '' });
};

/**
 * GET /api/jobs/:id for the office: what drivers reported on the job (its proofs of delivery and
 * problems), beside the stops' planned and actual times (`populate=stops`). Only one job's answer
 * carries them: a list stays as light as it was.
 */
export const decorateRoadReports = async (entries: EntryData[], ctx: ReadContext): Promise<void> => {
  const type = ctx.request.user?.type;
  if (ctx.answer !== 'one' || entries.length !== 1) return;
  const entry = entries[0]!;
  const jobId = Number(entry.id);
  if (can(type, 'proofs', 'read')) {
    const rows = await ctx.db
      .selectFrom('job_proofs')
      .leftJoin('job_stops', 'job_stops.id', 'job_proofs.stop_id')
      .selectAll('job_proofs')
      .select('job_stops.document_id as stop_document_id')
      .where('job_proofs.job_id', '=', jobId)
      .orderBy('job_proofs.id')
      .execute();
    const fileIds = rows
      .flatMap((r) => [r.signature_file_id, ...(JSON.parse(r.photo_file_ids) as number[])])
      .filter((id): id is number => id != null);
    const file = await fileUrls(ctx, fileIds);
    entry.proofs = rows.map((r): JobProof => ({
      id: Number(r.id),
      documentId: r.document_id,
      stop: r.stop_document_id ?? '',
      signedBy: r.signed_by,
      at: iso(r.at)!,
      latitude: num(r.latitude),
      longitude: num(r.longitude),
      signature: r.signature_file_id == null ? null : file(Number(r.signature_file_id)),
      photos: (JSON.parse(r.photo_file_ids) as number[]).map(file),
      createdAt: iso(r.created_at)!,
    }));
  }
  if (can(type, 'problems', 'read')) {
    const rows = await ctx.db
      .selectFrom('job_problems')
      .leftJoin('job_stops', 'job_stops.id', 'job_problems.stop_id')
      .leftJoin('job_operations', 'job_operations.id', 'job_problems.operation_id')
      .selectAll('job_problems')
      .select([
        'job_stops.document_id as stop_document_id',
        'job_operations.document_id as operation_document_id',
        'job_operations.quantity',
        'job_operations.amount',
      ])
      .where('job_problems.job_id', '=', jobId)
      .orderBy('job_problems.id')
      .execute();
    const file = await fileUrls(
      ctx,
      rows.flatMap((r) => JSON.parse(r.photo_file_ids) as number[]),
    );
    entry.problems = rows.map((r): JobProblem => ({
      id: Number(r.id),
      documentId: r.document_id,
      kind: r.kind as ProblemKind,
      note: r.note,
      at: iso(r.at)!,
      stop: r.stop_document_id ?? null,
      latitude: num(r.latitude),
      longitude: num(r.longitude),
      waitingMinutes: num(r.waiting_minutes),
      operation: r.operation_document_id ? { documentId: r.operation_document_id, quantity: num(r.quantity), amount: num(r.amount) } : null,
      photos: (JSON.parse(r.photo_file_ids) as number[]).map(file),
      createdAt: iso(r.created_at)!,
    }));
  }
};
