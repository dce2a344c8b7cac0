import type { ReactNode } from 'react';
import { Button, CheckboxField, Field, HStack, Input, Stack } from '@haulage/shared/ui';

export interface RunFormValues {
  from: string;
  to: string;
  perJob: boolean;
}

export interface RunFormProps {
  values: RunFormValues;
  onChange: (change: Partial<RunFormValues>) => void;
  onPreview: () => void;
  busy: boolean;
  /** More of the run's choices (the customers), between the period and the preview. */
  children?: ReactNode;
}

/**
 * The run's period and its one-draft-per-job choice for everyone (unticked, each customer is
 * invoiced as it prefers); more choices come as children.
 */
export const RunForm = ({ values, onChange, onPreview, busy, children }: RunFormProps) => (
  <Stack gap="3" mb="4" maxW="lg">
    <HStack gap="3" wrap="wrap" align="end">
      <Field.Root maxW="44">
        <Field.Label>From</Field.Label>
        <Input type="date" value={values.from} onChange={(event) => onChange({ from: event.target.value })} />
      </Field.Root>
      <Field.Root maxW="44">
        <Field.Label>To</Field.Label>
        <Input type="date" value={values.to} onChange={(event) => onChange({ to: event.target.value })} />
      </Field.Root>
    </HStack>
    <CheckboxField
      label="One invoice per job for every customer"
      checked={values.perJob}
      onCheckedChange={(perJob) => onChange({ perJob })}
    />
    {children}
    <HStack>
      <Button colorPalette="brand" onClick={onPreview} loading={busy} disabled={!values.from || !values.to}>
        Preview
      </Button>
    </HStack>
  </Stack>
);
