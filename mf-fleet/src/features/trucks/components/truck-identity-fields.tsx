import type { FieldBinder } from '@haulage/shared/area-kit';
import { TRUCK_STATUS_LABELS, TRUCK_STATUSES, TRUCK_TYPES, VEHICLE_CLASSES } from '@haulage/shared/contracts';
import { NumberField, SelectField, SimpleGrid, TextField } from '@haulage/shared/ui';
import { AreaSelectField } from '../../../lib/area-select-field';
import { optionsOf } from '../../../lib/options';
import type { TruckFormValues } from '../model/truck-form';

/** Who the truck is and where it works. */
export const TruckIdentityFields = ({ field }: { field: FieldBinder<TruckFormValues> }) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="25px">
    <TextField label="Truck name" required {...field('truckName')} />
    <TextField label="Truck number" required {...field('truckNumber')} />
    <TextField label="Registration plate number" required placeholder="ABC123" {...field('registrationPlateNumber')} />
    <TextField label="VIN" {...field('vin')} />
    <SelectField label="Truck type" required options={optionsOf(TRUCK_TYPES)} {...field('truckType')} />
    <SelectField label="Vehicle class" options={optionsOf(VEHICLE_CLASSES)} {...field('vehicleClass')} />
    <SelectField label="Truck status" options={optionsOf(TRUCK_STATUSES, TRUCK_STATUS_LABELS)} {...field('truckStatus')} />
    <AreaSelectField {...field('area')} />
    <NumberField label="Odometer (km)" min={0} step={1} {...field('odometer')} />
    <TextField label="Truck phone number" type="tel" {...field('truckPhoneNumber')} />
  </SimpleGrid>
);
