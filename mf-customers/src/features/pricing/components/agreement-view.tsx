import { PRICE_COMPONENT_LABELS, PRICE_COMPONENT_UNITS } from '@haulage/shared/contracts';
import { Badge, Table } from '@haulage/shared/ui';
import type { EditorRow } from '../model/agreement-editor';

export const rowLabel = (row: EditorRow): string =>
  row.component === 'zone_to_zone'
    ? `${PRICE_COMPONENT_LABELS.zone_to_zone} ${row.fromArea} – ${row.toArea}`
    : PRICE_COMPONENT_LABELS[row.component];

const money = (text: string) => (text === '' ? '–' : `${text.replace('.', ',')} kr`);

/** The agreement as it applies: each line either the customer's own price or the inherited one. */
export const AgreementView = ({ rows }: { rows: EditorRow[] }) => (
  <Table.ScrollArea borderWidth="1px" rounded="card">
    <Table.Root size="sm" aria-label="Price agreement">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Vehicle</Table.ColumnHeader>
          <Table.ColumnHeader>Component</Table.ColumnHeader>
          <Table.ColumnHeader>Unit price</Table.ColumnHeader>
          <Table.ColumnHeader>Minimum</Table.ColumnHeader>
          <Table.ColumnHeader>Rounding</Table.ColumnHeader>
          <Table.ColumnHeader>Source</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows
          .filter((row) => row.override || row.inherited)
          .map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell>{row.vehicleClass === 'truck' ? 'Truck' : 'Van'}</Table.Cell>
              <Table.Cell>{rowLabel(row)}</Table.Cell>
              <Table.Cell>
                {money(row.unitPrice)} / {PRICE_COMPONENT_UNITS[row.component]}
              </Table.Cell>
              <Table.Cell>
                {[row.minQuantity && `${row.minQuantity} ${PRICE_COMPONENT_UNITS[row.component]}`, row.minCharge && money(row.minCharge)]
                  .filter(Boolean)
                  .join(', ') || '–'}
              </Table.Cell>
              <Table.Cell>{row.rounding === 'none' ? '–' : row.rounding.replace(/_/g, ' ')}</Table.Cell>
              <Table.Cell>{row.override ? <Badge colorPalette="blue">Agreement</Badge> : <Badge>Inherited</Badge>}</Table.Cell>
            </Table.Row>
          ))}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
