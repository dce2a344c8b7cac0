import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Box } from '@haulage/shared/ui';
import { PageSkeleton } from './page-skeleton';

/**
 * An area's routes, padded with the theme's gutter as every area is inside the shell's outlet.
 * Outside its own paths the area renders nothing: the URL has already moved to another area and
 * single-spa is about to unmount this one. A redirect here would race single-spa and drag the
 * user back into the area they just left.
 */
export const AreaRoutes = ({ children }: { children: ReactNode }) => (
  <Box p="gutter">
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        {children}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  </Box>
);
