import { useCallback, useMemo } from 'react';
import { navigate, useLocationSearch, usePathname } from '../../../chrome/router/history';
import { galleryQueryString, parseGalleryParams, type GalleryParams } from './gallery-params';

/** The gallery's page and filters, read from and written to the URL; a new filter starts at page 1. */
export const useGalleryParams = () => {
  const search = useLocationSearch();
  const pathname = usePathname();
  const params = useMemo(() => parseGalleryParams(search), [search]);
  const setParams = useCallback(
    (patch: Partial<GalleryParams>) => {
      const next = { ...params, ...patch, page: patch.page ?? 1 };
      navigate(`${pathname}${galleryQueryString(next)}`, { replace: patch.page === undefined });
    },
    [params, pathname],
  );
  return [params, setParams] as const;
};
