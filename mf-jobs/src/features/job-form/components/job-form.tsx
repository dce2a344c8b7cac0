import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Stack, type SelectOption } from '@haulage/shared/ui';
import { FormAlert, useApiSubmit, useLeaveGuard } from '@haulage/shared/area-kit';
import { JOB_FORM_FIELDS, type JobFormValues, type StartStatus } from '../model/job-form';
import { jobFormResolver, type JobPayload } from '../model/job-form-resolver';
import { CustomerSection } from './customer-section';
import { GoodsSection } from './goods-section';
import { JobFormActions, type JobFormMode } from './job-form-actions';
import { PlanningSection } from './planning-section';
import { PricePreview } from './price-preview';
import { StopsSection } from './stops-section';

export interface JobFormProps {
  mode: JobFormMode;
  initial: JobFormValues;
  /** The job's customer on an edit, named in the picker before any search. */
  initialCustomer?: SelectOption | null;
  /** Resolves when saved with where to go next (run once the leave guard is off); a rejection with field errors lands on the fields. */
  onSubmit: (data: JobPayload) => Promise<() => void>;
  onCancel: () => void;
}

/** The create, template and edit form of a job: the contract's schema plus the rules of a real job. */
export const JobForm = ({ mode, initial, initialCustomer, onSubmit, onCancel }: JobFormProps) => {
  const { control, register, handleSubmit, setError, setValue, watch, formState } = useForm<JobFormValues, unknown, JobPayload>({
    defaultValues: initial,
    resolver: jobFormResolver,
  });
  const { submit: write, alert, dismissAlert } = useApiSubmit<JobFormValues>({ setError, fields: JOB_FORM_FIELDS, watch });
  const guard = useLeaveGuard(formState.isDirty);
  const [saving, setSaving] = useState<'primary' | 'draft' | null>(null);

  const save = (button: 'primary' | 'draft') => {
    // The status is part of what is validated: only a job created open must be complete.
    const status: StartStatus = mode === 'new' ? (button === 'primary' ? 'open' : 'draft') : initial.status;
    setValue('status', status);
    return handleSubmit(async (data) => {
      setSaving(button);
      const next = await write(() => onSubmit(data));
      setSaving(null);
      if (!next) return;
      guard.release();
      next();
    });
  };
  const errors = formState.errors;

  return (
    <form onSubmit={(event) => void save('primary')(event)} noValidate aria-label="Job">
      <Stack gap="6" maxW="5xl">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <CustomerSection control={control} register={register} setValue={setValue} errors={errors} initialCustomer={initialCustomer} />
        <StopsSection control={control} register={register} errors={errors} />
        <GoodsSection control={control} register={register} errors={errors} />
        <PlanningSection register={register} errors={errors} />
        {initial.kind === 'job' ? <PricePreview control={control} /> : null}
        <JobFormActions mode={mode} saving={saving} onSaveDraft={() => void save('draft')()} onCancel={onCancel} guard={guard} />
      </Stack>
    </form>
  );
};
