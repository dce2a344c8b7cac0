import {
  HOLIDAY_POLICIES,
  HOLIDAY_POLICY_LABELS,
  recurringScheduleInputSchema,
  type RecurringScheduleInput,
} from '@haulage/shared/contracts';
import { DateField, NumberField, SelectField, SimpleGrid, Stack, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { FormActions, FormAlert, useEntityForm } from '@haulage/shared/area-kit';
import { useGetDriverOptionsQuery, useGetJobsQuery, useGetTruckOptionsQuery } from '#lib';
import { ruleProblems, SCHEDULE_FORM_FIELDS, type ScheduleFormValues, toSchedulePayload } from '../model/schedule-form';
import { RuleFields } from './rule-fields';

const resolver = payloadResolver(recurringScheduleInputSchema, toSchedulePayload, [ruleProblems]);
const POLICIES = HOLIDAY_POLICIES.map((value) => ({ value, label: HOLIDAY_POLICY_LABELS[value] }));
const TEMPLATES = {
  pageSize: 100,
  sort: [{ field: 'jobNumber', order: 'desc' as const }],
  filters: { kind: { $eq: 'template' } },
  populate: { customer: { fields: ['companyName'] } },
};

export interface ScheduleFormProps {
  initial: ScheduleFormValues;
  /** Resolves when saved with what to do next; a rejection lands on the fields. */
  onSubmit: (data: RecurringScheduleInput) => Promise<() => void>;
  onCancel: () => void;
}

/** Create and edit: template, rule, period, default truck and driver, holiday policy. */
export const ScheduleForm = ({ initial, onSubmit, onCancel }: ScheduleFormProps) => {
  const {
    register,
    watch,
    formState,
    onSubmit: submit,
    guard,
    alert,
    dismissAlert,
  } = useEntityForm({
    resolver,
    defaultValues: initial,
    fields: SCHEDULE_FORM_FIELDS,
    save: onSubmit,
    onSaved: (next) => next(),
  });
  const templates = useGetJobsQuery(TEMPLATES);
  const trucks = useGetTruckOptionsQuery('');
  const drivers = useGetDriverOptionsQuery('');
  const errors = formState.errors;
  const templateOptions = (templates.data?.items ?? []).map((t) => ({
    value: t.documentId,
    label: `${t.jobNumber} · ${t.customer?.companyName ?? ''} ${t.goodsDescription ?? ''}`.trim(),
  }));

  return (
    <form onSubmit={submit} noValidate aria-label="Recurring schedule">
      <Stack gap="5" maxW="3xl">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Name" required registration={register('name')} error={errors.name} placeholder="Volvo shuttle" />
          <SelectField
            label="Template job"
            required
            registration={register('templateJob')}
            error={errors.templateJob}
            options={templateOptions}
            placeholder="Choose a template"
          />
        </SimpleGrid>
        <RuleFields register={register} watch={watch} errors={errors} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <DateField label="Starts on" required registration={register('startsOn')} error={errors.startsOn} />
          <DateField label="Ends on" registration={register('endsOn')} error={errors.endsOn} />
          <SelectField label="On Swedish holidays" required registration={register('holidayPolicy')} options={POLICIES} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <SelectField
            label="Default truck"
            registration={register('truck')}
            options={(trucks.data ?? []).map((t) => ({ value: t.documentId, label: t.truckNumber }))}
            placeholder="None"
          />
          <SelectField
            label="Default driver"
            registration={register('driver')}
            options={(drivers.data ?? []).map((d) => ({ value: d.documentId, label: `${d.firstName} ${d.lastName}` }))}
            placeholder="None"
          />
          <NumberField
            label="Weeks ahead"
            min={1}
            max={26}
            registration={register('horizonWeeks')}
            error={errors.horizonWeeks}
            helperText="Empty: the company's setting"
          />
        </SimpleGrid>
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} />
      </Stack>
    </form>
  );
};
