import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { officeToday, rateJob, ratingBasisText } from '@haulage/shared/contracts';
import { Heading, Spinner, Stack, Table, Text } from '@haulage/shared/ui';
import { formatMoney, formatNumber } from '@haulage/shared/format';
import { useCan } from '@haulage/shared/area-kit';
import { useGetCustomerAgreementsQuery } from '../api/get-customer-agreements';
import { useGetDestinationsByIdQuery } from '../api/get-destinations-by-id';
import { useGetPricingModelQuery } from '../api/get-pricing-model';
import { chosenDestinationIds, type JobFormValues } from '../model/job-form';
import type { JobPayload } from '../model/job-form-resolver';
import { agreementOn, previewQuantities } from '../model/price-quantities';

const Frame = ({ children }: { children: ReactNode }) => (
  <Stack gap="3" borderWidth="1px" rounded="card" p="4" role="region" aria-label="Price preview">
    <Heading as="h2" size="sm">
      Price preview
    </Heading>
    {children}
  </Stack>
);

/**
 * The price as the API will set it, while the form is filled in: the customer's agreement on the
 * planned day (else the generic model) rated with the same `rateJob` on km planned, the stops'
 * planned span and their number. The lines are those the invoice will carry, and a sentence says
 * why (a lane price in place of km and hours, or none). Prices are for the office: others get no
 * preview (nor its requests).
 */
export const PricePreview = ({ control }: { control: Control<JobFormValues, unknown, JobPayload> }) => {
  const canReadPrices = useCan('customer-pricings', 'read');
  const [customer, vehicleClass, kmPlanned, stops, plannedDate] = useWatch({
    control,
    name: ['customer', 'vehicleClass', 'kmPlanned', 'stops', 'plannedDate'],
  });
  const ids = chosenDestinationIds(stops);
  const model = useGetPricingModelQuery(undefined, { skip: !canReadPrices });
  const agreements = useGetCustomerAgreementsQuery(customer, { skip: !canReadPrices || !customer });
  const places = useGetDestinationsByIdQuery(ids, { skip: !canReadPrices || ids.length === 0 });
  if (!canReadPrices) return null;
  if (!customer)
    return (
      <Frame>
        <Text color="fg.muted">Choose a customer to see the price.</Text>
      </Frame>
    );
  if (model.isError || agreements.isError)
    return (
      <Frame>
        <Text color="fg.muted">The price could not be worked out; the job is priced when it is saved.</Text>
      </Frame>
    );
  if (!model.data || !agreements.data)
    return (
      <Frame>
        <Spinner aria-label="Loading prices" />
      </Frame>
    );

  const agreement = agreementOn(agreements.data, plannedDate || officeToday());
  const areaOf = (id: string) => places.data?.find((place) => place.documentId === id)?.area?.name ?? null;
  const result = rateJob(previewQuantities({ vehicleClass, kmPlanned, stops }, areaOf), agreement, model.data);
  const money = (ore: number) => formatMoney(ore, { ore: true, currency: result.currency });
  return (
    <Frame>
      <Text color="fg.muted">{agreement ? `Agreement: ${agreement.name}` : 'No own agreement: the generic model applies.'}</Text>
      <Text>{ratingBasisText(result.basis)}</Text>
      <Table.Root size="sm" aria-label="Price lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Line</Table.ColumnHeader>
            <Table.ColumnHeader>Quantity</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {result.lines.map((line) => (
            <Table.Row key={line.description}>
              <Table.Cell>{line.description}</Table.Cell>
              <Table.Cell>
                {formatNumber(line.quantity)} {line.unit}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(line.unitPrice)}</Table.Cell>
              <Table.Cell textAlign="end">{money(line.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontWeight="semibold">Total {money(result.total)}</Text>
    </Frame>
  );
};
