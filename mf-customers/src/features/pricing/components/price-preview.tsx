import { useState } from 'react';
import { VEHICLE_CLASSES, rateJob, type JobQuantities, type PriceAgreement, type VehicleClass } from '@haulage/shared/contracts';
import { Box, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@haulage/shared/ui';
import { formatOre } from '../model/money';

export interface PricePreviewProps {
  /** The customer's agreement as shown or being edited; null = the generic model alone. */
  agreement: PriceAgreement | null;
  model: PriceAgreement;
}

const Quantity = ({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) => (
  <Box>
    <Text as="label" fontSize="sm" display="block">
      {label}
      <Input type="number" min={0} step="any" value={value} onChange={(event) => onChange(Number(event.target.value) || 0)} />
    </Text>
  </Box>
);

/** Rates an example job with the same pure function jobs and invoices use, so the preview never disagrees. */
export const PricePreview = ({ agreement, model }: PricePreviewProps) => {
  const [quantities, setQuantities] = useState<JobQuantities>({ vehicleClass: 'truck', hours: 4, km: 120, stops: 2, waitingMinutes: 30 });
  const set = (change: Partial<JobQuantities>) => setQuantities((current) => ({ ...current, ...change }));
  const result = rateJob(quantities, agreement, model);
  return (
    <Stack gap="3" borderWidth="1px" rounded="card" p="4" aria-label="Price preview" role="region">
      <Heading as="h3" size="sm">
        Price preview
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field
            aria-label="Vehicle class"
            value={quantities.vehicleClass}
            onChange={(event) => set({ vehicleClass: event.target.value as VehicleClass })}
          >
            {VEHICLE_CLASSES.map((vehicleClass) => (
              <option key={vehicleClass} value={vehicleClass}>
                {vehicleClass === 'truck' ? 'Truck' : 'Van'}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Quantity label="Hours" value={quantities.hours ?? 0} onChange={(hours) => set({ hours })} />
        <Quantity label="Km" value={quantities.km ?? 0} onChange={(km) => set({ km })} />
        <Quantity label="Stops" value={quantities.stops ?? 0} onChange={(stops) => set({ stops })} />
        <Quantity label="Waiting minutes" value={quantities.waitingMinutes ?? 0} onChange={(waitingMinutes) => set({ waitingMinutes })} />
      </HStack>
      <Table.Root size="sm" aria-label="Preview charges">
        <Table.Body>
          {result.lines.map((line) => (
            <Table.Row key={line.description}>
              <Table.Cell>{line.description}</Table.Cell>
              <Table.Cell>
                {line.quantity} {line.unit}
              </Table.Cell>
              <Table.Cell>{formatOre(line.unitPrice, result.currency)}</Table.Cell>
              <Table.Cell textAlign="end">{formatOre(line.amount, result.currency)}</Table.Cell>
              <Table.Cell color="fg.muted">{agreement && line.source === 'agreement' ? 'Agreement' : 'Inherited'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontWeight="semibold">Total: {formatOre(result.total, result.currency)}</Text>
    </Stack>
  );
};
