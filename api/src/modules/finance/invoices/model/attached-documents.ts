/** A job's documents as the invoice lists them (the jobs module's `describeJobDocuments`). */
export interface AttachedJob {
  jobNumber: number;
  signatures: number;
  photos: number;
}

const photos = (n: number): string => (n === 1 ? '1 foto' : `${n} foton`);

/**
 * The lines "Bilagor" lists on the invoice and in its e-mail, one per document the e-mail carries:
 * every job's consignment note, and its proof of delivery when the driver took one. Swedish, as
 * the invoice is.
 */
export const attachedDocumentLines = (jobs: AttachedJob[]): string[] =>
  jobs.flatMap((job) => {
    const proof =
      job.signatures + job.photos === 0
        ? []
        : [
            `Leveranskvittens för jobb ${job.jobNumber}: ${[
              job.signatures > 0 ? 'signatur' : null,
              job.photos > 0 ? photos(job.photos) : null,
            ]
              .filter(Boolean)
              .join(' och ')}`,
          ];
    return [`Fraktsedel (CMR) för jobb ${job.jobNumber}`, ...proof];
  });
