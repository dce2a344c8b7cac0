import { AreaRoutes, lazyPage as page, type AreaPage } from '@haulage/shared/area-kit';
import { paths } from '@haulage/shared/contracts';
import { JobListPage } from '../features/jobs/pages/job-list-page';

// The list is the usual first visit; the other screens (the boards with their drag and drop
// above all) load on demand to keep that visit small.
const pages: AreaPage[] = [
  { path: paths.jobs.list.path, page: JobListPage },
  {
    path: paths.jobs.create.path,
    page: page(() => import('../features/job-form/pages/create-job-page'), 'CreateJobPage'),
    permit: ['jobs', 'create'],
  },
  { path: paths.jobs.edit.path, page: page(() => import('../features/job-form/pages/edit-job-page'), 'EditJobPage') },
  { path: paths.jobs.details.path, page: page(() => import('../features/job-details/pages/job-details-page'), 'JobDetailsPage') },
  { path: paths.jobs.drafts.path, page: page(() => import('../features/drafts/pages/drafts-page'), 'DraftsPage') },
  { path: paths.jobs.templates.path, page: page(() => import('../features/templates/pages/templates-page'), 'TemplatesPage') },
  { path: paths.jobs.recurring.path, page: page(() => import('../features/recurring/pages/recurring-page'), 'RecurringPage') },
  { path: paths.jobs.import.path, page: page(() => import('../features/import/pages/import-jobs-page'), 'ImportJobsPage') },
  { path: paths.jobs.planning.path, page: page(() => import('../features/planning/pages/job-planning-page'), 'JobPlanningPage') },
  {
    path: paths.jobs.areaPlanning.path,
    page: page(() => import('../features/planning/pages/area-planning-page'), 'AreaPlanningPage'),
  },
  { path: paths.jobs.combine.path, page: page(() => import('../features/combine-jobs/pages/combine-jobs-page'), 'CombineJobsPage') },
  {
    path: paths.destinations.list.path,
    page: page(() => import('../features/destinations/pages/destination-list-page'), 'DestinationListPage'),
  },
  {
    path: paths.destinations.create.path,
    page: page(() => import('../features/destinations/pages/create-destination-page'), 'CreateDestinationPage'),
    permit: ['destinations', 'create'],
  },
  { path: paths.areas.list.path, page: page(() => import('../features/areas/pages/area-list-page'), 'AreaListPage') },
  {
    path: paths.areas.create.path,
    page: page(() => import('../features/areas/pages/create-area-page'), 'CreateAreaPage'),
    permit: ['areas', 'create'],
  },
  { path: paths.areas.edit.path, page: page(() => import('../features/areas/pages/edit-area-page'), 'EditAreaPage') },
  { path: paths.areas.details.path, page: page(() => import('../features/areas/pages/area-details-page'), 'AreaDetailsPage') },
];

export const JobsRoutes = () => <AreaRoutes pages={pages} />;
