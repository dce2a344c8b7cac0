import {
  HOLIDAY_POLICIES,
  HOLIDAY_POLICY_LABELS,
  recurringScheduleInputSchema,
  type RecurringScheduleInput,
} from '@haulage/shared/contracts';
import { DateField, NumberField, SelectField, SimpleGrid, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { bindFields, EntityFormFrame, usePageForm, type PageFormProps } from '@haulage/shared/area-kit';
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

export type ScheduleFormProps = PageFormProps<ScheduleFormValues, RecurringScheduleInput>;

/** Create and edit: template, rule, period, default truck and driver, holiday policy. */
export const ScheduleForm = (props: ScheduleFormProps) => {
  const form = usePageForm(resolver, SCHEDULE_FORM_FIELDS, props);
  const field = bindFields(form);
  const templates = useGetJobsQuery(TEMPLATES);
  const trucks = useGetTruckOptionsQuery('');
  const drivers = useGetDriverOptionsQuery('');
  const templateOptions = (templates.data?.items ?? []).map((t) => ({
    value: t.documentId,
    label: `${t.jobNumber} · ${t.customer?.companyName ?? ''} ${t.goodsDescription ?? ''}`.trim(),
  }));
  const truckOptions = (trucks.data ?? []).map((t) => ({ value: t.documentId, label: t.truckNumber }));
  const driverOptions = (drivers.data ?? []).map((d) => ({ value: d.documentId, label: `${d.firstName} ${d.lastName}` }));

  return (
    <EntityFormFrame form={form} label="Recurring schedule" onCancel={props.onCancel} gap="5" maxW="3xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Name" required placeholder="Volvo shuttle" {...field('name')} />
        <SelectField label="Template job" required options={templateOptions} placeholder="Choose a template" {...field('templateJob')} />
      </SimpleGrid>
      <RuleFields register={form.register} watch={form.watch} errors={form.formState.errors} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <DateField label="Starts on" required {...field('startsOn')} />
        <DateField label="Ends on" {...field('endsOn')} />
        <SelectField label="On Swedish holidays" required options={POLICIES} {...field('holidayPolicy')} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField label="Default truck" options={truckOptions} placeholder="None" {...field('truck')} />
        <SelectField label="Default driver" options={driverOptions} placeholder="None" {...field('driver')} />
        <NumberField label="Weeks ahead" min={1} max={26} helperText="Empty: the company's setting" {...field('horizonWeeks')} />
      </SimpleGrid>
    </EntityFormFrame>
  );
};
