import { Route } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { AreaRoutes, lazyPage, Permitted } from '@haulage/shared/area-kit';
import { TruckListPage } from '../features/trucks/pages/truck-list-page';

// The truck list is the area's landing page and loads with it; every other screen is its own chunk.
const AddTruckPage = lazyPage(() => import('../features/trucks/pages/add-truck-page'), 'AddTruckPage');
const EditTruckPage = lazyPage(() => import('../features/trucks/pages/edit-truck-page'), 'EditTruckPage');
const TruckDetailsRoute = lazyPage(() => import('./truck-details-route'), 'TruckDetailsRoute');
const DriverListPage = lazyPage(() => import('../features/drivers/pages/driver-list-page'), 'DriverListPage');
const AddDriverPage = lazyPage(() => import('../features/drivers/pages/add-driver-page'), 'AddDriverPage');
const DriverDetailsPage = lazyPage(() => import('../features/drivers/pages/driver-details-page'), 'DriverDetailsPage');
const TrailerListPage = lazyPage(() => import('../features/trailers/pages/trailer-list-page'), 'TrailerListPage');
const AddTrailerPage = lazyPage(() => import('../features/trailers/pages/add-trailer-page'), 'AddTrailerPage');
const EditTrailerPage = lazyPage(() => import('../features/trailers/pages/edit-trailer-page'), 'EditTrailerPage');
const TrailerDetailsRoute = lazyPage(() => import('./trailer-details-route'), 'TrailerDetailsRoute');

export const FleetRoutes = () => (
  <AreaRoutes>
    <Route path={paths.trucks.list.path} element={<TruckListPage />} />
    <Route
      path={paths.trucks.add.path}
      element={
        <Permitted resource="trucks" action="create">
          <AddTruckPage />
        </Permitted>
      }
    />
    <Route path={paths.trucks.details.path} element={<TruckDetailsRoute />} />
    <Route path={paths.trucks.edit.path} element={<EditTruckPage />} />
    <Route path={paths.drivers.list.path} element={<DriverListPage />} />
    <Route
      path={paths.drivers.add.path}
      element={
        <Permitted resource="drivers" action="create">
          <AddDriverPage />
        </Permitted>
      }
    />
    <Route path={paths.drivers.details.path} element={<DriverDetailsPage />} />
    <Route path={paths.trailers.list.path} element={<TrailerListPage />} />
    <Route
      path={paths.trailers.add.path}
      element={
        <Permitted resource="trailers" action="create">
          <AddTrailerPage />
        </Permitted>
      }
    />
    <Route path={paths.trailers.edit.path} element={<EditTrailerPage />} />
    <Route path={paths.trailers.details.path} element={<TrailerDetailsRoute />} />
  </AreaRoutes>
);
