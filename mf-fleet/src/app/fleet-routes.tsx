import { AreaRoutes, lazyPage, type AreaPage } from '@haulage/shared/area-kit';
import { TruckListPage } from '../features/trucks/pages/truck-list-page';

// The truck list is the area's landing page and loads with it; every other screen is its own chunk.
const pages: AreaPage[] = [
  { path: '/trucks', page: TruckListPage },
  {
    path: '/trucks/addTruck',
    page: lazyPage(() => import('../features/trucks/pages/add-truck-page'), 'AddTruckPage'),
    permit: ['trucks', 'create'],
  },
  { path: '/trucks/:documentId', page: lazyPage(() => import('./truck-details-route'), 'TruckDetailsRoute') },
  { path: '/trucks/:documentId/edit', page: lazyPage(() => import('../features/trucks/pages/edit-truck-page'), 'EditTruckPage') },
  { path: '/drivers', page: lazyPage(() => import('../features/drivers/pages/driver-list-page'), 'DriverListPage') },
  {
    path: '/drivers/addDriver',
    page: lazyPage(() => import('../features/drivers/pages/add-driver-page'), 'AddDriverPage'),
    permit: ['drivers', 'create'],
  },
  { path: '/drivers/:documentId', page: lazyPage(() => import('../features/drivers/pages/driver-details-page'), 'DriverDetailsPage') },
  { path: '/trailers', page: lazyPage(() => import('../features/trailers/pages/trailer-list-page'), 'TrailerListPage') },
  {
    path: '/trailers/addTrailer',
    page: lazyPage(() => import('../features/trailers/pages/add-trailer-page'), 'AddTrailerPage'),
    permit: ['trailers', 'create'],
  },
  { path: '/trailers/editTrailer', page: lazyPage(() => import('../features/trailers/pages/edit-trailer-page'), 'EditTrailerPage') },
  { path: '/trailers/:documentId', page: lazyPage(() => import('./trailer-details-route'), 'TrailerDetailsRoute') },
];

export const FleetRoutes = () => <AreaRoutes pages={pages} />;
