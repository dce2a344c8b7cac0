import { Controller, type Control } from 'react-hook-form';
import type { TruckInput } from '@haulage/shared/contracts';
import { CheckboxField, Fieldset, SimpleGrid, Text } from '@haulage/shared/ui';
import { useCan } from '@haulage/shared/area-kit';
import { useGetDriverOptionsQuery } from '../api/get-driver-options';
import { toggleDriver, type TruckFormValues } from '../model/truck-form';

/** Which drivers drive the truck. Users who may not see drivers do not get the picker (nor its request). */
export const TruckDriversField = ({ control }: { control: Control<TruckFormValues, unknown, TruckInput> }) => {
  const canReadDrivers = useCan('drivers', 'read');
  const { data: options = [], isError } = useGetDriverOptionsQuery(undefined, { skip: !canReadDrivers });
  if (!canReadDrivers) return null;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Drivers</Fieldset.Legend>
      {isError ? <Text color="fg.muted">Drivers could not be loaded.</Text> : null}
      <Controller
        control={control}
        name="drivers"
        render={({ field, fieldState }) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gapX="25px" gapY="2" maxH="60" overflowY="auto">
            {options.map((option) => (
              <CheckboxField
                key={option.documentId}
                label={option.label}
                checked={field.value.includes(option.documentId)}
                onCheckedChange={(checked) => field.onChange(toggleDriver(field.value, option.documentId, checked))}
              />
            ))}
            {fieldState.error?.message ? <Text color="fg.error">{fieldState.error.message}</Text> : null}
          </SimpleGrid>
        )}
      />
    </Fieldset.Root>
  );
};
