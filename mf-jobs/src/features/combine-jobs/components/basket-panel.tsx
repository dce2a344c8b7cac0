import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Button, Heading, HStack, Link, List, Stack, Text } from '@haulage/shared/ui';
import { formatCount } from '@haulage/shared/format';
import { useCombineBasket } from '#lib';

/** The combineJobs basket: the jobs collected from the job list and details, each removable, or all at once. */
export const BasketPanel = () => {
  const basket = useCombineBasket();
  return (
    <Stack gap="3" as="section" aria-labelledby="basket-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="basket-heading">
          Basket ({formatCount(basket.jobs.length, 'job')})
        </Heading>
        <Button size="sm" variant="outline" disabled={basket.jobs.length === 0} onClick={basket.reset}>
          Reset basket
        </Button>
      </HStack>
      {basket.jobs.length === 0 ? (
        <Text color="fg.muted">
          The basket is empty. Add open or planned jobs with “Add to trip” on the{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to={paths.jobs.list.href({ status: 'open' })}>job list</RouterLink>
          </Link>{' '}
          or a job’s details.
        </Text>
      ) : (
        <List.Root as="ul" listStyleType="none" ps="0" gap="2" aria-label="Jobs in the basket">
          {basket.jobs.map((job) => (
            <List.Item key={job.documentId}>
              <HStack justify="space-between" gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2">
                <Link asChild colorPalette="brand">
                  <RouterLink to={paths.jobs.details.href(job.documentId)}>{job.label}</RouterLink>
                </Link>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Remove job ${job.jobNumber} from the basket`}
                  onClick={() => basket.remove(job.documentId)}
                >
                  Remove
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
};
