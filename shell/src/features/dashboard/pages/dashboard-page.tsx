import { officeToday } from '@haulage/shared/contracts';
import { Box, Center, ErrorState, Heading, PageHeader, Spinner } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { usePageMounted } from '../../../chrome/use-page-mounted';
import { useGetFleetSummaryQuery } from '../api/get-fleet-summary';
import { DueAgenda } from '../components/due-agenda';
import { FleetTotals } from '../components/fleet-totals';

export const DashboardPage = () => {
  usePageMounted();
  usePageTitle('Dashboard');
  const { data, isLoading, isError, refetch } = useGetFleetSummaryQuery();
  const today = officeToday();

  return (
    <Box p="gutter" maxW="6xl" mx="auto">
      <PageHeader title="Dashboard" description="The fleet today and what falls due within 30 days." />
      {isLoading && <Center py="10"><Spinner size="lg" /></Center>}
      {isError && <ErrorState message="The fleet figures could not be loaded." onRetry={() => void refetch()} />}
      {data && (
        <>
          <FleetTotals summary={data} />
          <Heading as="h2" size="md" mb="3">Inspections and documents due</Heading>
          <DueAgenda items={data.due} today={today} />
        </>
      )}
    </Box>
  );
};
