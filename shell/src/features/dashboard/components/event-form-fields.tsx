import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { EventFormValues } from '../model/event-form';
import { FormField } from './form-field';

interface EventFormFieldsProps {
  register: UseFormRegister<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
  allDay: boolean;
}

export const EventFormFields = ({ register, errors, allDay }: EventFormFieldsProps) => (
  <>
    <FormField label="Title" required error={errors.title?.message}>
      {(aria) => <input {...aria} {...register('title')} className="sh-input" autoComplete="off" autoFocus />}
    </FormField>
    <label className="db-check">
      <input type="checkbox" {...register('allDay')} />
      All day
    </label>
    <div className="db-form-row">
      <FormField label="Start date" required error={errors.startDate?.message}>
        {(aria) => <input {...aria} {...register('startDate')} type="date" className="sh-input" />}
      </FormField>
      {!allDay && (
        <FormField label="Start time" required error={errors.startTime?.message}>
          {(aria) => <input {...aria} {...register('startTime')} type="time" className="sh-input" />}
        </FormField>
      )}
    </div>
    <div className="db-form-row">
      <FormField label="End date" error={errors.endDate?.message}>
        {(aria) => <input {...aria} {...register('endDate')} type="date" className="sh-input" />}
      </FormField>
      {!allDay && (
        <FormField label="End time" error={errors.endTime?.message}>
          {(aria) => <input {...aria} {...register('endTime')} type="time" className="sh-input" />}
        </FormField>
      )}
    </div>
    <FormField label="Description" error={errors.description?.message}>
      {(aria) => <textarea {...aria} {...register('description')} className="sh-input db-textarea" rows={3} />}
    </FormField>
  </>
);
