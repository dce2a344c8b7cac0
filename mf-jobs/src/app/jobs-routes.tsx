import { Route } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { AreaRoutes, lazyPage, Permitted } from '@haulage/shared/area-kit';
import { JobListPage } from '../features/jobs/pages/job-list-page';

// The list is the usual first visit; the other screens (the boards with their drag and drop
// above all) load on demand to keep that visit small.
const page = lazyPage;
const CreateJobPage = page(() => import('../features/job-form/pages/create-job-page'), 'CreateJobPage');
const EditJobPage = page(() => import('../features/job-form/pages/edit-job-page'), 'EditJobPage');
const JobDetailsPage = page(() => import('../features/job-details/pages/job-details-page'), 'JobDetailsPage');
const DraftsPage = page(() => import('../features/drafts/pages/drafts-page'), 'DraftsPage');
const TemplatesPage = page(() => import('../features/templates/pages/templates-page'), 'TemplatesPage');
const RecurringPage = page(() => import('../features/recurring/pages/recurring-page'), 'RecurringPage');
const ImportJobsPage = page(() => import('../features/import/pages/import-jobs-page'), 'ImportJobsPage');
const JobPlanningPage = page(() => import('../features/planning/pages/job-planning-page'), 'JobPlanningPage');
const CombineJobsPage = page(() => import('../features/combine-jobs/pages/combine-jobs-page'), 'CombineJobsPage');
const AreaPlanningPage = page(() => import('../features/area-planning/pages/area-planning-page'), 'AreaPlanningPage');
const DestinationListPage = page(() => import('../features/destinations/pages/destination-list-page'), 'DestinationListPage');
const CreateDestinationPage = page(() => import('../features/destinations/pages/create-destination-page'), 'CreateDestinationPage');
const AreaListPage = page(() => import('../features/areas/pages/area-list-page'), 'AreaListPage');
const CreateAreaPage = page(() => import('../features/areas/pages/create-area-page'), 'CreateAreaPage');
const EditAreaPage = page(() => import('../features/areas/pages/edit-area-page'), 'EditAreaPage');
const AreaDetailsPage = page(() => import('../features/areas/pages/area-details-page'), 'AreaDetailsPage');

export const JobsRoutes = () => (
  <AreaRoutes>
    <Route path={paths.jobs.list.path} element={<JobListPage />} />
    <Route
      path={paths.jobs.create.path}
      element={
        <Permitted resource="jobs" action="create">
          <CreateJobPage />
        </Permitted>
      }
    />
    <Route path={paths.jobs.edit.path} element={<EditJobPage />} />
    <Route path={paths.jobs.details.path} element={<JobDetailsPage />} />
    <Route path={paths.jobs.drafts.path} element={<DraftsPage />} />
    <Route path={paths.jobs.templates.path} element={<TemplatesPage />} />
    <Route path={paths.jobs.recurring.path} element={<RecurringPage />} />
    <Route path={paths.jobs.import.path} element={<ImportJobsPage />} />
    <Route path={paths.jobs.planning.path} element={<JobPlanningPage />} />
    <Route path={paths.jobs.areaPlanning.path} element={<AreaPlanningPage />} />
    <Route path={paths.jobs.combine.path} element={<CombineJobsPage />} />
    <Route path={paths.destinations.list.path} element={<DestinationListPage />} />
    <Route
      path={paths.destinations.create.path}
      element={
        <Permitted resource="destinations" action="create">
          <CreateDestinationPage />
        </Permitted>
      }
    />
    <Route path={paths.areas.list.path} element={<AreaListPage />} />
    <Route
      path={paths.areas.create.path}
      element={
        <Permitted resource="areas" action="create">
          <CreateAreaPage />
        </Permitted>
      }
    />
    <Route path={paths.areas.edit.path} element={<EditAreaPage />} />
    <Route path={paths.areas.details.path} element={<AreaDetailsPage />} />
  </AreaRoutes>
);
