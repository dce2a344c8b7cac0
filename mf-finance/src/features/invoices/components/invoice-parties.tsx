import type { Invoice } from '@haulage/shared/contracts';
import { formatDate, formatMoney } from '@haulage/shared/format';
import { Card, Heading, SimpleGrid, Stack, Text } from '@haulage/shared/ui';

/** The buyer as frozen on the invoice, its dates and its payments. */
export const InvoiceParties = ({ invoice }: { invoice: Invoice }) => {
  const buyer = invoice.customerSnapshot;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4">
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="sm" mb="2">
            Customer
          </Heading>
          <Text>{buyer.name}</Text>
          {buyer.organizationNumber ? <Text>Org. no. {buyer.organizationNumber}</Text> : null}
          {buyer.vatNumber ? <Text>VAT no. {buyer.vatNumber}</Text> : null}
          {buyer.address ? <Text>{buyer.address}</Text> : null}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="sm" mb="2">
            Dates
          </Heading>
          <Text>Invoice date {formatDate(invoice.invoiceDate)}</Text>
          <Text>Due {formatDate(invoice.dueDate)}</Text>
          <Text>
            Delivered {formatDate(invoice.deliveryFrom)} – {formatDate(invoice.deliveryTo)}
          </Text>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="sm" mb="2">
            Payments
          </Heading>
          {(invoice.payments ?? []).length === 0 ? <Text>No payments</Text> : null}
          <Stack as="ul" gap="1" listStyleType="none">
            {(invoice.payments ?? []).map((payment) => (
              <li key={payment.documentId}>
                {formatDate(payment.paidOn)}: {formatMoney(payment.amount, { ore: true, currency: invoice.currency })}
                {payment.reference ? ` (${payment.reference})` : ''}
              </li>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
};
