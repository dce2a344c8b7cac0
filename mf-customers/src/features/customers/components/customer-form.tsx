import { customerInputSchema, customerRules, type CustomerValues } from '@haulage/shared/contracts';
import { Stack } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { FormActions, FormAlert, usePageForm } from '@haulage/shared/area-kit';
import { CUSTOMER_FORM_FIELDS, formToCustomerPayload, type CustomerFormValues } from '../model/customer-form';
import { CompanySection, InvoicingSection, PaymentSection } from './customer-form-sections';
import { CustomerLogoField } from './customer-logo-field';

const resolver = payloadResolver(customerInputSchema, formToCustomerPayload, [customerRules]);

export interface CustomerFormProps {
  initial: CustomerFormValues;
  /** Resolves when saved with where to go next (run once the leave guard is off); a rejection with field errors lands on the fields. */
  onSubmit: (data: CustomerValues) => Promise<() => void>;
  onCancel: () => void;
  /** The stored logo's URL (absolute), shown until a new one is uploaded. */
  logoUrl?: string | null;
}

/** The add and edit form: the contract's schema and cross-field rules, so the API agrees with it. */
export const CustomerForm = ({ initial, onSubmit, onCancel, logoUrl = null }: CustomerFormProps) => {
  // The page toasts success and says where to go; failures land on the fields or in the page alert.
  const {
    register,
    control,
    setValue,
    formState,
    onSubmit: submit,
    guard,
    alert,
    dismissAlert,
  } = usePageForm(resolver, CUSTOMER_FORM_FIELDS, { initial, onSubmit });

  return (
    <form onSubmit={submit} noValidate aria-label="Customer">
      <Stack gap="6" maxW="4xl">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <CompanySection register={register} errors={formState.errors} />
        <CustomerLogoField currentUrl={logoUrl} onUploaded={(id) => setValue('profilePhoto', id, { shouldDirty: true })} />
        <InvoicingSection register={register} errors={formState.errors} control={control} />
        <PaymentSection register={register} errors={formState.errors} />
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} />
      </Stack>
    </form>
  );
};
