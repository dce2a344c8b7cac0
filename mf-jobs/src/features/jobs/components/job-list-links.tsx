import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Button, HStack } from '@haulage/shared/ui';
import { useCombineBasket } from '#lib';

/** Where the office goes from the list; creating and importing only for those who may write jobs. */
export const JobListLinks = ({ canWrite }: { canWrite: boolean }) => {
  const basket = useCombineBasket();
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild variant="outline" size="sm">
        <RouterLink to={paths.jobs.drafts.href()}>Drafts</RouterLink>
      </Button>
      <Button asChild variant="outline" size="sm">
        <RouterLink to={paths.jobs.templates.href()}>Templates</RouterLink>
      </Button>
      <Button asChild variant="outline" size="sm">
        <RouterLink to={paths.jobs.planning.href()}>Planning board</RouterLink>
      </Button>
      {canWrite ? (
        <>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.jobs.combine.href()}>
              {basket.jobs.length > 0 ? `Combine jobs (${basket.jobs.length})` : 'Combine jobs'}
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.jobs.import.href()}>Import</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={paths.jobs.create.href()}>Create job</RouterLink>
          </Button>
        </>
      ) : null}
    </HStack>
  );
};
