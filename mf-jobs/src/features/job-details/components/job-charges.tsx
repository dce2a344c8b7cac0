import type { Job, JobCharge } from '@haulage/shared/contracts';
import { Table, Text, humanizeStatus } from '@haulage/shared/ui';
import { formatMoney, formatNumber } from '@haulage/shared/format';
import { DetailSection } from './detail-section';

const SOURCES: Record<JobCharge['source'], string> = { agreement: 'Agreement', generic: 'Generic model', manual: 'Extra work' };

const describe = (charge: JobCharge): string =>
  charge.description ?? (charge.type ? humanizeStatus(charge.type) : charge.component ? humanizeStatus(charge.component) : '—');

/** The job's price line by line, as the API rated it from the agreement and the extra work (office only). */
export const JobCharges = ({ job }: { job: Job }) => {
  const charges = job.charges ?? [];
  const money = (ore: number | null | undefined) => formatMoney(ore, { ore: true, currency: job.currency ?? 'SEK' });
  return (
    <DetailSection title="Charges">
      {charges.length === 0 ? (
        <Text color="fg.muted">{job.priceTotal == null ? 'Not priced yet: a job is priced once it is open.' : 'No charges.'}</Text>
      ) : (
        <Table.Root size="sm" aria-label="Charges">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              <Table.ColumnHeader>Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader>From</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {charges.map((charge, index) => (
              <Table.Row key={`${describe(charge)}-${index}`}>
                <Table.Cell>{describe(charge)}</Table.Cell>
                <Table.Cell>
                  {formatNumber(charge.quantity)} {charge.unit}
                </Table.Cell>
                <Table.Cell textAlign="end">{money(charge.unitPrice)}</Table.Cell>
                <Table.Cell textAlign="end">{money(charge.amount)}</Table.Cell>
                <Table.Cell>{SOURCES[charge.source] ?? charge.source}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Text fontWeight="semibold">Price total {money(job.priceTotal)}</Text>
    </DetailSection>
  );
};
