import { AreaRoutes, lazyPage as page, type AreaPage } from '@haulage/shared/area-kit';
import { JobListPage } from '../features/jobs/pages/job-list-page';

// The list is the usual first visit; the other screens (the boards with their drag and drop
// above all) load on demand to keep that visit small.
const pages: AreaPage[] = [
  { path: '/jobs', page: JobListPage },
  {
    path: '/jobs/createJob',
    page: page(() => import('../features/job-form/pages/create-job-page'), 'CreateJobPage'),
    permit: ['jobs', 'create'],
  },
  { path: '/jobs/editJob', page: page(() => import('../features/job-form/pages/edit-job-page'), 'EditJobPage') },
  { path: '/jobs/jobDetails', page: page(() => import('../features/job-details/pages/job-details-page'), 'JobDetailsPage') },
  { path: '/jobs/drafts', page: page(() => import('../features/drafts/pages/drafts-page'), 'DraftsPage') },
  { path: '/jobs/templates', page: page(() => import('../features/templates/pages/templates-page'), 'TemplatesPage') },
  { path: '/jobs/recurring', page: page(() => import('../features/recurring/pages/recurring-page'), 'RecurringPage') },
  { path: '/jobs/import', page: page(() => import('../features/import/pages/import-jobs-page'), 'ImportJobsPage') },
  { path: '/jobs/jobPlanning', page: page(() => import('../features/planning/pages/job-planning-page'), 'JobPlanningPage') },
  { path: '/jobs/jobPlanning2', page: page(() => import('../features/area-planning/pages/area-planning-page'), 'AreaPlanningPage') },
  { path: '/jobs/combineJobs', page: page(() => import('../features/combine-jobs/pages/combine-jobs-page'), 'CombineJobsPage') },
  { path: '/destinations', page: page(() => import('../features/destinations/pages/destination-list-page'), 'DestinationListPage') },
  {
    path: '/destinations/createDestination',
    page: page(() => import('../features/destinations/pages/create-destination-page'), 'CreateDestinationPage'),
    permit: ['destinations', 'create'],
  },
  { path: '/areas', page: page(() => import('../features/areas/pages/area-list-page'), 'AreaListPage') },
  {
    path: '/areas/createArea',
    page: page(() => import('../features/areas/pages/create-area-page'), 'CreateAreaPage'),
    permit: ['areas', 'create'],
  },
  { path: '/areas/editArea', page: page(() => import('../features/areas/pages/edit-area-page'), 'EditAreaPage') },
  { path: '/areas/areaDetails', page: page(() => import('../features/areas/pages/area-details-page'), 'AreaDetailsPage') },
];

export const JobsRoutes = () => <AreaRoutes pages={pages} />;
