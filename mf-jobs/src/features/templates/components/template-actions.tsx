import { Link as RouterLink } from 'react-router-dom';
import { type Job, paths } from '@haulage/shared/contracts';
import { Button, HStack } from '@haulage/shared/ui';

export type TemplateAction = 'create' | 'delete';

/** Create jobs from a template, edit it or delete it; the page holds the dialogs. */
export const TemplateActions = ({ template, onAction }: { template: Job; onAction: (template: Job, action: TemplateAction) => void }) => {
  const name = `template ${template.jobNumber}`;
  return (
    <HStack gap="2">
      <Button size="xs" colorPalette="brand" aria-label={`Create jobs from ${name}`} onClick={() => onAction(template, 'create')}>
        Create jobs
      </Button>
      <Button asChild size="xs" variant="outline">
        <RouterLink to={paths.jobs.edit.href(template.documentId)} aria-label={`Edit ${name}`}>
          Edit
        </RouterLink>
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${name}`} onClick={() => onAction(template, 'delete')}>
        Delete
      </Button>
    </HStack>
  );
};
