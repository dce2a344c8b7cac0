import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type ItemResponse, paths, type Trip } from '@haulage/shared/contracts';
import { Button, ErrorState, PageHeader, Separator, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { FormAlert, useCan } from '@haulage/shared/area-kit';
import { BasketPanel } from '../components/basket-panel';
import { TripForm } from '../components/trip-form';
import { TripList } from '../components/trip-list';
import { TripView } from '../components/trip-view';

/**
 * /jobs/combineJobs: the basket, a truck, driver and day, Create trip; then (`?id=`) the trip's
 * stops in order, reordered by dragging or by keyboard, its figures and Split.
 */
export const CombineJobsPage = () => {
  usePageTitle('Combine jobs');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const canWrite = useCan('trips', 'create');
  const canRead = useCan('trips', 'read');
  const [conflicts, setConflicts] = useState<string[]>([]);

  const created = (answer: ItemResponse<Trip>) => {
    setConflicts((answer.meta.warnings ?? []).map((warning) => warning.message));
    setParams({ id: answer.data.documentId });
  };

  const body = () => {
    if (!canRead) return <ErrorState title="Trips are for the office" message="Your account may not read trips." />;
    if (id)
      return (
        <Stack gap="4">
          <FormAlert alert={conflicts.length > 0 ? { status: 'warning', messages: conflicts } : null} onDismiss={() => setConflicts([])} />
          <TripView id={id} canWrite={canWrite} onGone={() => setParams({})} />
        </Stack>
      );
    return (
      <Stack gap="6">
        {canWrite ? (
          <>
            <BasketPanel />
            <TripForm onCreated={created} />
            <Separator />
          </>
        ) : null}
        <TripList />
      </Stack>
    );
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Combine jobs"
        breadcrumbs={[
          { label: 'Jobs', href: paths.jobs.list.href() },
          { label: 'Combine jobs', href: id ? paths.jobs.combine.href() : undefined },
        ]}
        onNavigate={navigate}
        description="Jobs for one truck, driver and day as one trip: its stops in one order, each job keeping its own price and invoice line."
        actions={
          id ? (
            <Button variant="outline" onClick={() => setParams({})}>
              Basket and trips
            </Button>
          ) : null
        }
      />
      {body()}
    </Stack>
  );
};
