import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TRUCK_STATUS_LABELS, TRUCK_STATUSES, TRUCK_TYPES, VEHICLE_CLASSES } from '@haulage/shared/contracts';
import { NumberField, SelectField, SimpleGrid, Skeleton, TextField } from '@haulage/shared/ui';
import { useGetAreasQuery } from '../../../lib/api/get-areas';
import { optionsOf } from '../../../lib/options';
import type { TruckFormValues } from '../model/truck-form';

interface Props {
  register: UseFormRegister<TruckFormValues>;
  errors: FieldErrors<TruckFormValues>;
  /** The API's flags on the last save, by field. */
  warnings?: Readonly<Record<string, string>>;
}

/** Who the truck is and where it works. */
export const TruckIdentityFields = ({ register, errors, warnings = {} }: Props) => {
  // The select is mounted once the areas are in: a native select cannot hold a value it has no
  // option for, so mounting it empty showed "No area" for a truck that has one.
  const { data: areas = [], isLoading: areasLoading } = useGetAreasQuery();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="25px">
      <TextField label="Truck name" required registration={register('truckName')} error={errors.truckName} />
      <TextField label="Truck number" required registration={register('truckNumber')} error={errors.truckNumber} />
      <TextField
        label="Registration plate number"
        required
        registration={register('registrationPlateNumber')}
        error={errors.registrationPlateNumber}
        placeholder="ABC123"
      />
      <TextField label="VIN" registration={register('vin')} error={errors.vin} />
      <SelectField
        label="Truck type"
        required
        options={optionsOf(TRUCK_TYPES)}
        registration={register('truckType')}
        error={errors.truckType}
      />
      <SelectField
        label="Vehicle class"
        options={optionsOf(VEHICLE_CLASSES)}
        registration={register('vehicleClass')}
        error={errors.vehicleClass}
      />
      <SelectField
        label="Truck status"
        options={optionsOf(TRUCK_STATUSES, TRUCK_STATUS_LABELS)}
        registration={register('truckStatus')}
        error={errors.truckStatus}
      />
      {areasLoading ? (
        <Skeleton height="64px" aria-label="Loading areas" />
      ) : (
        <SelectField
          label="Area"
          placeholder="No area"
          options={areas.map((a) => ({ value: a.documentId, label: a.name }))}
          registration={register('area')}
          error={errors.area}
        />
      )}
      <NumberField
        label="Odometer (km)"
        min={0}
        step={1}
        registration={register('odometer')}
        error={errors.odometer}
        warning={warnings.odometer}
      />
      <TextField label="Truck phone number" type="tel" registration={register('truckPhoneNumber')} error={errors.truckPhoneNumber} />
    </SimpleGrid>
  );
};
