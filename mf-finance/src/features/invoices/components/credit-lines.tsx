import type { Invoice } from '@haulage/shared/contracts';
import { formatMoney } from '@haulage/shared/format';
import { Checkbox, Stack, Text } from '@haulage/shared/ui';

export interface CreditLinesProps {
  invoice: Invoice;
  chosen: number[];
  onChange: (chosen: number[]) => void;
}

/** Which lines a credit note takes back: none chosen credits everything left on the invoice. */
export const CreditLines = ({ invoice, chosen, onChange }: CreditLinesProps) => (
  <Stack gap="2">
    <Text>Choose lines for a partial credit note, or none to credit everything left on the invoice.</Text>
    {(invoice.lines ?? []).map((line) => (
      <Checkbox.Root
        key={line.id}
        checked={chosen.includes(line.id)}
        onCheckedChange={(details) => onChange(details.checked === true ? [...chosen, line.id] : chosen.filter((id) => id !== line.id))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {line.jobNumber ? `Job ${line.jobNumber}: ` : ''}
          {line.description}, {formatMoney(line.amount, { ore: true, currency: invoice.currency })}
        </Checkbox.Label>
      </Checkbox.Root>
    ))}
  </Stack>
);
