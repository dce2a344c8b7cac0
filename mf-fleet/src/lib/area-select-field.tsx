import type { BoundField } from '@haulage/shared/area-kit';
import { SelectField, Skeleton } from '@haulage/shared/ui';
import { useGetAreasQuery } from './api/get-areas';

/**
 * The area a truck or driver works in. The select is mounted once the areas are in: a native select
 * cannot hold a value it has no option for, so mounting it empty showed "No area" for one that has one.
 */
export const AreaSelectField = (bound: BoundField) => {
  const { data: areas = [], isLoading } = useGetAreasQuery();
  if (isLoading) return <Skeleton height="64px" aria-label="Loading areas" />;
  return <SelectField label="Area" placeholder="No area" options={areas.map((a) => ({ value: a.documentId, label: a.name }))} {...bound} />;
};
