import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Box } from '@haulage/shared/ui';
import { PageSkeleton } from './page-skeleton';
import { Permitted, type Permit } from './permitted';

/** One screen of an area: its path, its page and, where the matrix limits it, what it needs. */
export interface AreaPage {
  path: string;
  page: ComponentType;
  /** Who may open it, as the permission matrix says; others see the 403 state. */
  permit?: Permit;
}

const elementOf = ({ page: Page, permit }: AreaPage) =>
  permit ? (
    <Permitted resource={permit[0]} action={permit[1]}>
      <Page />
    </Permitted>
  ) : (
    <Page />
  );

/**
 * An area's routes, padded with the theme's gutter as every area is inside the shell's outlet.
 * Outside its own paths the area renders nothing: the URL has already moved to another area and
 * single-spa is about to unmount this one. A redirect here would race single-spa and drag the
 * user back into the area they just left.
 */
export const AreaRoutes = ({ pages }: { pages: readonly AreaPage[] }) => (
  <Box p="gutter">
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        {pages.map((page) => (
          <Route key={page.path} path={page.path} element={elementOf(page)} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  </Box>
);
