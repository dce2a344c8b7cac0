import type { Job } from '@haulage/shared/contracts';
import { errorMessage, useCan, usePlatform } from '@haulage/shared/area-kit';
import { Button } from '@haulage/shared/ui';
import { getConsignmentNote } from '../api/get-consignment-note';

/** The job's consignment note (CMR) as the API prints it, in the customer's language; not for templates. */
export const ConsignmentNoteButton = ({ job }: { job: Job }) => {
  const { http, feedback } = usePlatform();
  const mayRead = useCan('consignment-notes', 'read');
  if (!mayRead || job.kind === 'template') return null;
  const download = async () => {
    try {
      await getConsignmentNote(http, job);
    } catch (error) {
      feedback.toast('error', errorMessage(error, 'Could not download the consignment note'));
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()}>
      Consignment note (PDF)
    </Button>
  );
};
