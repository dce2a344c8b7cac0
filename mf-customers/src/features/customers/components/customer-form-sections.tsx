import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckboxField, Fieldset, NumberField, SelectField, SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import { CUSTOMER_FIELD_LABELS } from '#lib';
import type { CustomerValues } from '@haulage/shared/contracts';
import type { CustomerFormValues } from '../model/customer-form';
import {
  CURRENCY_OPTIONS,
  INVOICE_DELIVERY_OPTIONS,
  LANGUAGE_OPTIONS,
  PAYMENT_TYPE_OPTIONS,
  STATUS_OPTIONS,
  VAT_TYPE_OPTIONS,
} from '../model/options';

export interface SectionProps {
  register: UseFormRegister<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
}

const Section = ({ legend, children }: { legend: string; children: React.ReactNode }) => (
  <Fieldset.Root>
    <Fieldset.Legend fontWeight="semibold" mb="2">
      {legend}
    </Fieldset.Legend>
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {children}
    </SimpleGrid>
  </Fieldset.Root>
);

export const CompanySection = ({ register, errors }: SectionProps) => (
  <Section legend="Company">
    <TextField label={CUSTOMER_FIELD_LABELS.companyName} required registration={register('companyName')} error={errors.companyName} />
    <TextField
      label={CUSTOMER_FIELD_LABELS.organizationNumber}
      registration={register('organizationNumber')}
      error={errors.organizationNumber}
      placeholder="556036-0793"
      helperText="Required for Swedish customers"
    />
    <TextField
      label={CUSTOMER_FIELD_LABELS.countryCode}
      registration={register('countryCode')}
      error={errors.countryCode}
      helperText="Two letters, e.g. SE"
    />
    <SelectField
      label={CUSTOMER_FIELD_LABELS.customerStatus}
      registration={register('customerStatus')}
      error={errors.customerStatus}
      options={STATUS_OPTIONS}
    />
    <SelectField
      label={CUSTOMER_FIELD_LABELS.language}
      registration={register('language')}
      error={errors.language}
      options={LANGUAGE_OPTIONS}
      helperText="Texts, e-mails, tracking pages and documents"
    />
    <TextField
      label={CUSTOMER_FIELD_LABELS.emailAddress}
      type="email"
      registration={register('emailAddress')}
      error={errors.emailAddress}
    />
    <TextField label={CUSTOMER_FIELD_LABELS.phoneNumber} type="tel" registration={register('phoneNumber')} error={errors.phoneNumber} />
    <TextField label={CUSTOMER_FIELD_LABELS.websiteUrl} registration={register('websiteUrl')} error={errors.websiteUrl} />
    <TextField label={CUSTOMER_FIELD_LABELS.referenceNumber} registration={register('referenceNumber')} error={errors.referenceNumber} />
    <TextareaField
      label={CUSTOMER_FIELD_LABELS.companyAddress}
      rows={2}
      registration={register('companyAddress')}
      error={errors.companyAddress}
    />
  </Section>
);

/** The invoicing choices; the per-job choice is a checkbox, so it needs the form's control. */
export const InvoicingSection = ({
  register,
  errors,
  control,
}: SectionProps & { control: Control<CustomerFormValues, unknown, CustomerValues> }) => (
  <Section legend="Invoicing">
    <SelectField
      label={CUSTOMER_FIELD_LABELS.vatType}
      registration={register('vatType')}
      error={errors.vatType}
      options={VAT_TYPE_OPTIONS}
    />
    <TextField
      label={CUSTOMER_FIELD_LABELS.vatNumber}
      registration={register('vatNumber')}
      error={errors.vatNumber}
      placeholder="SE556036079301"
    />
    <SelectField
      label={CUSTOMER_FIELD_LABELS.currency}
      registration={register('currency')}
      error={errors.currency}
      options={CURRENCY_OPTIONS}
    />
    <NumberField
      label={CUSTOMER_FIELD_LABELS.paymentTermsDays}
      min={0}
      max={120}
      registration={register('paymentTermsDays')}
      error={errors.paymentTermsDays}
    />
    <SelectField
      label={CUSTOMER_FIELD_LABELS.invoiceDelivery}
      registration={register('invoiceDelivery')}
      error={errors.invoiceDelivery}
      options={INVOICE_DELIVERY_OPTIONS}
    />
    <TextField
      label={CUSTOMER_FIELD_LABELS.invoiceEmail}
      type="email"
      registration={register('invoiceEmail')}
      error={errors.invoiceEmail}
    />
    <TextField
      label={CUSTOMER_FIELD_LABELS.cmrEmailAddress}
      type="email"
      registration={register('cmrEmailAddress')}
      error={errors.cmrEmailAddress}
    />
    <TextField
      label={CUSTOMER_FIELD_LABELS.emailCC}
      registration={register('emailCC')}
      error={errors.emailCC}
      helperText="Several addresses separated by commas"
    />
    <TextField label={CUSTOMER_FIELD_LABELS.idFortNox} registration={register('idFortNox')} error={errors.idFortNox} />
    <Controller
      control={control}
      name="invoicePerJob"
      render={({ field }) => (
        <CheckboxField
          label={CUSTOMER_FIELD_LABELS.invoicePerJob}
          checked={field.value}
          onCheckedChange={field.onChange}
          error={errors.invoicePerJob}
        />
      )}
    />
    <Controller
      control={control}
      name="documentsWithInvoices"
      render={({ field }) => (
        <CheckboxField
          label={CUSTOMER_FIELD_LABELS.documentsWithInvoices}
          checked={field.value}
          onCheckedChange={field.onChange}
          error={errors.documentsWithInvoices}
        />
      )}
    />
  </Section>
);

export const PaymentSection = ({ register, errors }: SectionProps) => (
  <Section legend="Payment">
    <SelectField
      label={CUSTOMER_FIELD_LABELS.paymentType}
      registration={register('paymentType')}
      error={errors.paymentType}
      options={PAYMENT_TYPE_OPTIONS}
    />
    <TextField label={CUSTOMER_FIELD_LABELS.paymentNumber} registration={register('paymentNumber')} error={errors.paymentNumber} />
    <TextField label={CUSTOMER_FIELD_LABELS.ibanNumber} registration={register('ibanNumber')} error={errors.ibanNumber} />
  </Section>
);
