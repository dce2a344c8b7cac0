import type { Job, JobProblem, JobProof } from '@haulage/shared/contracts';
import { Stack, Text, humanizeStatus } from '@haulage/shared/ui';
import { formatDateTime } from '@haulage/shared/format';
import { Link as RouterLink } from 'react-router-dom';
import { usePlatform } from '@haulage/shared/area-kit';
import { jobFilesHref } from '../model/job-files';
import { DetailSection } from './detail-section';

/** GET /api/jobs/:id answers these beside the job for the office (the road app's reports). */
export type JobWithRoadReports = Job & { proofs?: JobProof[]; problems?: JobProblem[] };

const fileUrl = (apiUrl: string, url: string) => (/^https?:/.test(url) ? url : `${apiUrl.replace(/\/+$/, '')}${url}`);

/** What the driver reported on the road: proofs of delivery (signed by, when, signature, photos) and problems with their photos. */
export const JobRoadReports = ({ job }: { job: JobWithRoadReports }) => {
  const { apiUrl } = usePlatform();
  const proofs = job.proofs ?? [];
  const problems = job.problems ?? [];
  if (proofs.length === 0 && problems.length === 0) return null;
  return (
    <DetailSection title="From the road" actions={<RouterLink to={jobFilesHref(job.jobNumber)}>The job’s files in the gallery</RouterLink>}>
      <Stack gap="4">
        {proofs.map((proof) => (
          <Stack key={proof.documentId} gap="1" aria-label={`Proof of delivery signed by ${proof.signedBy}`} role="group">
            <Text fontWeight="semibold">
              Proof of delivery: signed by {proof.signedBy}, {formatDateTime(proof.at)}
            </Text>
            {proof.signature && <img src={fileUrl(apiUrl, proof.signature.url)} alt={`Signature of ${proof.signedBy}`} width={240} />}
            {proof.photos.map((photo, index) => (
              <a key={photo.id} href={fileUrl(apiUrl, photo.url)} target="_blank" rel="noreferrer">
                Photo {index + 1}
              </a>
            ))}
          </Stack>
        ))}
        {problems.map((problem) => (
          <Stack key={problem.documentId} gap="1" role="group" aria-label={`Problem: ${humanizeStatus(problem.kind)}`}>
            <Text>
              {humanizeStatus(problem.kind)} at {formatDateTime(problem.at)}
              {problem.waitingMinutes != null ? ` (${problem.waitingMinutes} min waiting)` : ''}
              {problem.note ? `: ${problem.note}` : ''}
            </Text>
            {(problem.photos ?? []).map((photo, index) => (
              // Named by the problem, so two reports' photos are told apart by a screen reader.
              <a key={photo.id} href={fileUrl(apiUrl, photo.url)} target="_blank" rel="noreferrer">
                {humanizeStatus(problem.kind)} photo {index + 1}
              </a>
            ))}
          </Stack>
        ))}
      </Stack>
    </DetailSection>
  );
};
