import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Fieldset, NumberField, SelectField, SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import type { CustomerFormValues } from '../model/customer-form';
import { CURRENCY_OPTIONS, INVOICE_DELIVERY_OPTIONS, PAYMENT_TYPE_OPTIONS, STATUS_OPTIONS, VAT_TYPE_OPTIONS } from '../model/options';

export interface SectionProps {
  register: UseFormRegister<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
}

const Section = ({ legend, children }: { legend: string; children: React.ReactNode }) => (
  <Fieldset.Root>
    <Fieldset.Legend fontWeight="semibold" mb="2">{legend}</Fieldset.Legend>
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">{children}</SimpleGrid>
  </Fieldset.Root>
);

export const CompanySection = ({ register, errors }: SectionProps) => (
  <Section legend="Company">
    <TextField label="Company name" required registration={register('companyName')} error={errors.companyName} />
    <TextField label="Organisation number" registration={register('organizationNumber')} error={errors.organizationNumber} placeholder="556036-0793" helperText="Required for Swedish customers" />
    <TextField label="Country" registration={register('countryCode')} error={errors.countryCode} helperText="Two letters, e.g. SE" />
    <SelectField label="Customer status" registration={register('customerStatus')} error={errors.customerStatus} options={STATUS_OPTIONS} />
    <TextField label="E-mail address" type="email" registration={register('emailAddress')} error={errors.emailAddress} />
    <TextField label="Phone number" type="tel" registration={register('phoneNumber')} error={errors.phoneNumber} />
    <TextField label="Website" registration={register('websiteUrl')} error={errors.websiteUrl} />
    <TextField label="Reference number" registration={register('referenceNumber')} error={errors.referenceNumber} />
    <TextareaField label="Company address" rows={2} registration={register('companyAddress')} error={errors.companyAddress} />
  </Section>
);

export const InvoicingSection = ({ register, errors }: SectionProps) => (
  <Section legend="Invoicing">
    <SelectField label="VAT type" registration={register('vatType')} error={errors.vatType} options={VAT_TYPE_OPTIONS} />
    <TextField label="VAT number" registration={register('vatNumber')} error={errors.vatNumber} placeholder="SE556036079301" />
    <SelectField label="Currency" registration={register('currency')} error={errors.currency} options={CURRENCY_OPTIONS} />
    <NumberField label="Payment terms (days)" min={0} max={120} registration={register('paymentTermsDays')} error={errors.paymentTermsDays} />
    <SelectField label="Invoice delivery" registration={register('invoiceDelivery')} error={errors.invoiceDelivery} options={INVOICE_DELIVERY_OPTIONS} />
    <TextField label="Invoice e-mail" type="email" registration={register('invoiceEmail')} error={errors.invoiceEmail} />
    <TextField label="CMR e-mail" type="email" registration={register('cmrEmailAddress')} error={errors.cmrEmailAddress} />
    <TextField label="E-mail CC" registration={register('emailCC')} error={errors.emailCC} helperText="Several addresses separated by commas" />
    <TextField label="Fortnox customer number" registration={register('idFortNox')} error={errors.idFortNox} />
  </Section>
);

export const PaymentSection = ({ register, errors }: SectionProps) => (
  <Section legend="Payment">
    <SelectField label="Payment type" registration={register('paymentType')} error={errors.paymentType} options={PAYMENT_TYPE_OPTIONS} />
    <TextField label="Bankgiro or plusgiro number" registration={register('paymentNumber')} error={errors.paymentNumber} />
    <TextField label="IBAN" registration={register('ibanNumber')} error={errors.ibanNumber} />
  </Section>
);
