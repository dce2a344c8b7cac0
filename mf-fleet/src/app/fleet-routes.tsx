import { AreaRoutes, lazyPage, type AreaPage } from '@haulage/shared/area-kit';
import { paths } from '@haulage/shared/contracts';
import { TruckListPage } from '../features/trucks/pages/truck-list-page';

// The truck list is the area's landing page and loads with it; every other screen is its own chunk.
const pages: AreaPage[] = [
  { path: paths.trucks.list.path, page: TruckListPage },
  {
    path: paths.trucks.add.path,
    page: lazyPage(() => import('../features/trucks/pages/add-truck-page'), 'AddTruckPage'),
    permit: ['trucks', 'create'],
  },
  { path: paths.trucks.details.path, page: lazyPage(() => import('./truck-details-route'), 'TruckDetailsRoute') },
  { path: paths.trucks.edit.path, page: lazyPage(() => import('../features/trucks/pages/edit-truck-page'), 'EditTruckPage') },
  { path: paths.drivers.list.path, page: lazyPage(() => import('../features/drivers/pages/driver-list-page'), 'DriverListPage') },
  {
    path: paths.drivers.add.path,
    page: lazyPage(() => import('../features/drivers/pages/add-driver-page'), 'AddDriverPage'),
    permit: ['drivers', 'create'],
  },
  { path: paths.drivers.details.path, page: lazyPage(() => import('../features/drivers/pages/driver-details-page'), 'DriverDetailsPage') },
  { path: paths.trailers.list.path, page: lazyPage(() => import('../features/trailers/pages/trailer-list-page'), 'TrailerListPage') },
  {
    path: paths.trailers.add.path,
    page: lazyPage(() => import('../features/trailers/pages/add-trailer-page'), 'AddTrailerPage'),
    permit: ['trailers', 'create'],
  },
  { path: paths.trailers.edit.path, page: lazyPage(() => import('../features/trailers/pages/edit-trailer-page'), 'EditTrailerPage') },
  { path: paths.trailers.details.path, page: lazyPage(() => import('./trailer-details-route'), 'TrailerDetailsRoute') },
];

export const FleetRoutes = () => <AreaRoutes pages={pages} />;
