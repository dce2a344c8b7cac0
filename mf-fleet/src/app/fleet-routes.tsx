import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Box } from '@haulage/shared/ui';
import { PageSkeleton } from '../lib/page-skeleton';
import { TruckListPage } from '../features/trucks/pages/truck-list-page';

// The truck list is the area's landing page and loads with it; every other screen is its own chunk.
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, key: K) =>
  lazy(() => load().then((module) => ({ default: module[key] })));

const AddTruckPage = named(() => import('../features/trucks/pages/add-truck-page'), 'AddTruckPage');
const EditTruckPage = named(() => import('../features/trucks/pages/edit-truck-page'), 'EditTruckPage');
const TruckDetailsRoute = named(() => import('./truck-details-route'), 'TruckDetailsRoute');
const DriverListPage = named(() => import('../features/drivers/pages/driver-list-page'), 'DriverListPage');
const AddDriverPage = named(() => import('../features/drivers/pages/add-driver-page'), 'AddDriverPage');
const DriverDetailsPage = named(() => import('../features/drivers/pages/driver-details-page'), 'DriverDetailsPage');
const TrailerListPage = named(() => import('../features/trailers/pages/trailer-list-page'), 'TrailerListPage');
const AddTrailerPage = named(() => import('../features/trailers/pages/add-trailer-page'), 'AddTrailerPage');
const EditTrailerPage = named(() => import('../features/trailers/pages/edit-trailer-page'), 'EditTrailerPage');
const TrailerDetailsRoute = named(() => import('./trailer-details-route'), 'TrailerDetailsRoute');

// The area pads its pages with the theme's gutter, as every area does inside the shell's outlet.
export const FleetRoutes = () => (
  <Box p="gutter">
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/trucks" element={<TruckListPage />} />
        <Route path="/trucks/addTruck" element={<AddTruckPage />} />
        <Route path="/trucks/:documentId" element={<TruckDetailsRoute />} />
        <Route path="/trucks/:documentId/edit" element={<EditTruckPage />} />
        <Route path="/drivers" element={<DriverListPage />} />
        <Route path="/drivers/addDriver" element={<AddDriverPage />} />
        <Route path="/drivers/:documentId" element={<DriverDetailsPage />} />
        <Route path="/trailers" element={<TrailerListPage />} />
        <Route path="/trailers/addTrailer" element={<AddTrailerPage />} />
        <Route path="/trailers/editTrailer" element={<EditTrailerPage />} />
        <Route path="/trailers/:documentId" element={<TrailerDetailsRoute />} />
        {/* Outside its prefixes the area renders nothing: single-spa is about to unmount it. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  </Box>
);
