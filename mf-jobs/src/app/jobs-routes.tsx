import { Route } from 'react-router-dom';
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
    <Route path="/jobs" element={<JobListPage />} />
    <Route
      path="/jobs/createJob"
      element={
        <Permitted resource="jobs" action="create">
          <CreateJobPage />
        </Permitted>
      }
    />
    <Route path="/jobs/editJob" element={<EditJobPage />} />
    <Route path="/jobs/jobDetails" element={<JobDetailsPage />} />
    <Route path="/jobs/drafts" element={<DraftsPage />} />
    <Route path="/jobs/templates" element={<TemplatesPage />} />
    <Route path="/jobs/recurring" element={<RecurringPage />} />
    <Route path="/jobs/import" element={<ImportJobsPage />} />
    <Route path="/jobs/jobPlanning" element={<JobPlanningPage />} />
    <Route path="/jobs/jobPlanning2" element={<AreaPlanningPage />} />
    <Route path="/jobs/combineJobs" element={<CombineJobsPage />} />
    <Route path="/destinations" element={<DestinationListPage />} />
    <Route
      path="/destinations/createDestination"
      element={
        <Permitted resource="destinations" action="create">
          <CreateDestinationPage />
        </Permitted>
      }
    />
    <Route path="/areas" element={<AreaListPage />} />
    <Route
      path="/areas/createArea"
      element={
        <Permitted resource="areas" action="create">
          <CreateAreaPage />
        </Permitted>
      }
    />
    <Route path="/areas/editArea" element={<EditAreaPage />} />
    <Route path="/areas/areaDetails" element={<AreaDetailsPage />} />
  </AreaRoutes>
);
