import type { ReactNode } from 'react';
import { CUSTOMER_STATUS_LABELS, LANGUAGE_LABELS, type Customer } from '@haulage/shared/contracts';
import { Box, SimpleGrid, StatusBadge, Text } from '@haulage/shared/ui';
import { INVOICE_DELIVERY_LABELS, PAYMENT_TYPE_LABELS, VAT_TYPE_LABELS } from '../model/options';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Text fontSize="sm" color="fg.muted">
      {label}
    </Text>
    <Text>{children === null || children === undefined || children === '' ? '–' : children}</Text>
  </Box>
);

const paymentDetails = (customer: Customer): string | null =>
  customer.paymentType === 'iban' ? customer.ibanNumber : customer.paymentType === 'invoice' ? null : customer.paymentNumber;

/** Everything the office needs to know to call, book and invoice the customer. */
export const CustomerSummary = ({ customer }: { customer: Customer }) => (
  <SimpleGrid
    columns={{ base: 1, sm: 2, lg: 4 }}
    gap="4"
    borderWidth="1px"
    rounded="card"
    p="4"
    aria-label="Customer details"
    role="region"
  >
    <Item label="Status">
      <StatusBadge status={customer.customerStatus} labels={CUSTOMER_STATUS_LABELS} />
    </Item>
    <Item label="Organisation number">{customer.organizationNumber}</Item>
    <Item label="Country">{customer.countryCode}</Item>
    <Item label="Language">{LANGUAGE_LABELS[customer.language] ?? customer.language}</Item>
    <Item label="Address">{customer.companyAddress}</Item>
    <Item label="E-mail">{customer.emailAddress}</Item>
    <Item label="Phone">{customer.phoneNumber}</Item>
    <Item label="Website">{customer.websiteUrl}</Item>
    <Item label="Reference">{customer.referenceNumber}</Item>
    <Item label="VAT type">{VAT_TYPE_LABELS[customer.vatType] ?? customer.vatType}</Item>
    <Item label="VAT number">{customer.vatNumber}</Item>
    <Item label="Payment terms">{`${customer.paymentTermsDays} days`}</Item>
    <Item label="Currency">{customer.currency}</Item>
    <Item label="Payment">{[PAYMENT_TYPE_LABELS[customer.paymentType], paymentDetails(customer)].filter(Boolean).join(' ')}</Item>
    <Item label="Invoice delivery">{INVOICE_DELIVERY_LABELS[customer.invoiceDelivery] ?? customer.invoiceDelivery}</Item>
    <Item label="Invoicing">
      {customer.invoicePerJob ? 'One invoice per job' : 'One invoice per period'}
      {customer.documentsWithInvoices ? ', with each job’s consignment note and proof of delivery' : ''}
    </Item>
    <Item label="Invoice e-mail">{customer.invoiceEmail}</Item>
    <Item label="CMR e-mail">{customer.cmrEmailAddress}</Item>
    <Item label="E-mail CC">{customer.emailCC}</Item>
    <Item label="Fortnox customer number">{customer.idFortNox}</Item>
  </SimpleGrid>
);
