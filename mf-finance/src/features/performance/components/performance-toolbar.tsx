import { VEHICLE_CLASSES } from '@haulage/shared/contracts';
import { Field, HStack, Input, NativeSelect } from '@haulage/shared/ui';
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
    <HStack gap="3" wrap="wrap" align="end" mb="4">
      <Field.Root maxW="44">
        <Field.Label>From</Field.Label>
        <Input type="date" value={filters.from} onChange={(event) => onChange({ from: event.target.value })} />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>To</Field.Label>
        <Input type="date" value={filters.to} onChange={(event) => onChange({ to: event.target.value })} />
      </Field.Root>
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
      <Field.Root maxW="56">
        <Field.Label>Area</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filters.area} onChange={(event) => onChange({ area: event.target.value })}>
            <option value="">All areas</option>
            {(areas.data ?? []).map((area) => (
              <option key={area.documentId} value={area.documentId}>
                {area.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
};
