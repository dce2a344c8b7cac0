import { VEHICLE_CLASSES } from '@haulage/shared/contracts';
import { Field, NativeSelect } from '@haulage/shared/ui';
import { FilterBar } from '@haulage/shared/area-kit';
import { useAreaOptionsQuery } from '../api/performance-api';
import type { PerformanceFilters } from '../model/performance-filters';

export interface PerformanceToolbarProps {
  filters: PerformanceFilters;
  onChange: (change: Partial<PerformanceFilters>) => void;
}

/** Period, vehicle class and area (the truck's) of both reports. */
export const PerformanceToolbar = ({ filters, onChange }: PerformanceToolbarProps) => {
  const areas = useAreaOptionsQuery();
  return (
    <FilterBar
      area={{ value: filters.area, onChange: (area) => onChange({ area }), areas: areas.data }}
      period={{ from: filters.from, to: filters.to, onChange }}
    >
      <Field.Root maxW="44">
        <Field.Label>Vehicle class</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filters.vehicleClass} onChange={(event) => onChange({ vehicleClass: event.target.value })}>
            <option value="">All</option>
            {VEHICLE_CLASSES.map((vehicleClass) => (
              <option key={vehicleClass} value={vehicleClass}>
                {vehicleClass === 'van' ? 'Van' : 'Truck'}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FilterBar>
  );
};
