import { Controller } from 'react-hook-form';
import {
  CONTACT_ROLES,
  CONTACT_ROLE_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  customerContactInputSchema,
  type CustomerContact,
  type CustomerContactInput,
} from '@haulage/shared/contracts';
import { CheckboxField, SelectField, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { FieldsDialog, useEntityForm } from '@haulage/shared/area-kit';
import { CONTACT_FORM_FIELDS, contactToForm, formToContactPayload } from '../model/contact-form';

const roleOptions = CONTACT_ROLES.map((role) => ({ value: role, label: CONTACT_ROLE_LABELS[role] }));
const languageOptions = [
  { value: '', label: 'As the customer' },
  ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_LABELS[language] })),
];

export interface ContactFormDialogProps {
  customer: string;
  /** The contact being edited; null adds a new one. */
  contact: CustomerContact | null;
  onClose: () => void;
  onSave: (data: CustomerContactInput) => Promise<unknown>;
}

export const ContactFormDialog = ({ customer, contact, onClose, onSave }: ContactFormDialogProps) => {
  const { register, control, formState, onSubmit, guard, alert, dismissAlert } = useEntityForm({
    resolver: payloadResolver(customerContactInputSchema, formToContactPayload(customer)),
    defaultValues: contactToForm(contact),
    fields: CONTACT_FORM_FIELDS,
    save: onSave,
    onSaved: onClose,
  });
  const close = () => {
    if (guard.confirmLeave()) onClose();
  };
  const errors = formState.errors;

  return (
    <FieldsDialog
      title={contact ? 'Edit contact' : 'Add contact'}
      submitLabel="Save"
      busy={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={close}
      alert={alert}
      onDismissAlert={dismissAlert}
    >
      <TextField label="First name" required registration={register('firstName')} error={errors.firstName} />
      <TextField label="Last name" required registration={register('lastName')} error={errors.lastName} />
      <TextField label="Contact e-mail" type="email" registration={register('emailAddress')} error={errors.emailAddress} />
      <TextField label="Contact phone" type="tel" registration={register('phoneNumber')} error={errors.phoneNumber} />
      <SelectField label="Role" registration={register('role')} error={errors.role} options={roleOptions} />
      <SelectField label="Language" registration={register('language')} error={errors.language} options={languageOptions} />
      <Controller
        control={control}
        name="smsConsent"
        render={({ field }) => (
          <CheckboxField label="Consents to SMS" checked={field.value} onCheckedChange={field.onChange} error={errors.smsConsent} />
        )}
      />
    </FieldsDialog>
  );
};
