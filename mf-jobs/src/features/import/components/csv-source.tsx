import { officeToday } from '@haulage/shared/contracts';
import { Code, Field, Input, Link, Stack, Text, Textarea } from '@haulage/shared/ui';
import { EXAMPLE_COLUMNS, exampleCsvHref } from '../model/example-csv';

export interface CsvSourceProps {
  csv: string;
  onChange: (csv: string) => void;
  onFile: (file: File) => void;
  disabled: boolean;
}

/** The CSV to import: a file (its text lands in the box, to be corrected there if need be) or pasted text. */
export const CsvSource = ({ csv, onChange, onFile, disabled }: CsvSourceProps) => (
  <Stack gap="4">
    <Text>
      One job per row; the header names the job fields, e.g. <Code>{EXAMPLE_COLUMNS.slice(0, 4).join(';')}</Code>. The customer is its
      organisation number, name or id; <Code>pickup</Code> and <Code>delivery</Code> name a destination, and <Code>pickupFrom</Code>,{' '}
      <Code>pickupTo</Code>, <Code>deliveryFrom</Code> and <Code>deliveryTo</Code> its window (07:00 on the planned date, or a date and
      time). Separate with <Code>;</Code> or <Code>,</Code>; decimal commas and ADR as ja/nej are fine.{' '}
      <Link href={exampleCsvHref(officeToday())} download="jobs-example.csv" color="brand.solid">
        Download an example CSV
      </Link>
    </Text>
    <Field.Root disabled={disabled}>
      <Field.Label>CSV file</Field.Label>
      <Input
        type="file"
        accept=".csv,text/csv,text/plain"
        p="1"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </Field.Root>
    <Field.Root disabled={disabled}>
      <Field.Label>CSV text</Field.Label>
      <Textarea
        value={csv}
        onChange={(event) => onChange(event.target.value)}
        rows={8}
        fontFamily="mono"
        fontSize="sm"
        spellCheck={false}
      />
      <Field.HelperText>Paste the rows here, or correct the chosen file’s rows before checking them again.</Field.HelperText>
    </Field.Root>
  </Stack>
);
