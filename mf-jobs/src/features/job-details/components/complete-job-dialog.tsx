import { useState } from 'react';
import { FieldFrame, FormDialog, Input, SimpleGrid } from '@haulage/shared/ui';
import { checkCompletion, type CompletionValues } from '../model/completion';

export interface CompleteJobDialogProps {
  onClose: () => void;
  /** A correction of a completed job's actuals asks the same, starting from the figures it has. */
  title?: string;
  submitLabel?: string;
  initial?: CompletionValues;
  /** Resolves once the job is completed or refused; the page shows a refusal. */
  onConfirm: (actuals: { kmActual: number; hoursActual: number }) => Promise<unknown>;
}

/** Completing records what was driven and worked: the job's final price is rated on them. */
export const CompleteJobDialog = ({
  onClose,
  onConfirm,
  title = 'Complete job',
  submitLabel = 'Complete job',
  initial = { kmActual: '', hoursActual: '' },
}: CompleteJobDialogProps) => {
  const [values, setValues] = useState<CompletionValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof CompletionValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const check = checkCompletion(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    await onConfirm(check.data);
    setBusy(false);
    onClose();
  };
  const field = (name: keyof CompletionValues, label: string) => (
    <FieldFrame label={label} required error={errors[name]}>
      <Input
        inputMode="decimal"
        aria-required
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </FieldFrame>
  );
  return (
    <FormDialog title={title} submitLabel={submitLabel} cancelLabel="Back" busy={busy} onSubmit={confirm} onClose={onClose}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('kmActual', 'Km actual')}
        {field('hoursActual', 'Hours actual')}
      </SimpleGrid>
    </FormDialog>
  );
};
