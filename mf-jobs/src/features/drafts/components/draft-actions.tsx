import { Link as RouterLink } from 'react-router-dom';
import { type Job, paths } from '@haulage/shared/contracts';
import { Button, HStack } from '@haulage/shared/ui';

export type DraftAction = 'submit' | 'delete';

/** Edit, submit and delete one draft; the page asks before submitting or deleting. */
export const DraftActions = ({ draft, onAction }: { draft: Job; onAction: (draft: Job, action: DraftAction) => void }) => {
  const name = `draft ${draft.jobNumber}`;
  return (
    <HStack gap="2">
      <Button asChild size="xs" variant="outline">
        <RouterLink to={paths.jobs.edit.href(draft.documentId)} aria-label={`Edit ${name}`}>
          Edit
        </RouterLink>
      </Button>
      <Button size="xs" colorPalette="brand" aria-label={`Submit ${name}`} onClick={() => onAction(draft, 'submit')}>
        Submit
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${name}`} onClick={() => onAction(draft, 'delete')}>
        Delete
      </Button>
    </HStack>
  );
};
