import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { ErrorState, PageHeader, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, PageSkeleton } from '@haulage/shared/area-kit';
import { useGetAreaQuery } from '../api/get-area';
import { AreaActions } from '../components/area-actions';
import { AreaDestinationsSection } from '../components/area-destinations-section';
import { AreaFacts } from '../components/area-facts';
import { AreaJobsSection } from '../components/area-jobs-section';
import { AreaTrucksSection } from '../components/area-trucks-section';
import { planningWindow } from '../model/planning-window';

/** /areas/areaDetails?id=<documentId>: the area, its trucks, their jobs this week and its destinations. */
export const AreaDetailsPage = () => {
  const [query] = useSearchParams();
  const documentId = query.get('id') ?? '';
  const navigate = useNavigate();
  const { data: area, error, refetch } = useGetAreaQuery(documentId, { skip: !documentId });
  usePageTitle(area?.name ?? 'Area');
  // Fixed for the visit, so paging the jobs does not shift the days at midnight.
  const planning = useMemo(() => planningWindow(), []);

  if (!documentId) return <ErrorState title="No area chosen" message="Open an area from the area list." />;
  if (error) return <ErrorState title="Area could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!area) return <PageSkeleton lines={8} />;
  return (
    <Stack gap="8">
      <PageHeader
        title={area.name}
        breadcrumbs={[{ label: 'Areas', href: paths.areas.list.href() }, { label: area.name }]}
        onNavigate={navigate}
        actions={<AreaActions area={area} />}
      />
      <AreaFacts area={area} />
      <AreaTrucksSection trucks={area.trucks ?? []} />
      <AreaJobsSection areaDocumentId={area.documentId} planning={planning} />
      <AreaDestinationsSection areaDocumentId={area.documentId} />
    </Stack>
  );
};
