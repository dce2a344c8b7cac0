import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Button, ErrorState, Field, Flex, HStack, Input, PageHeader, SearchInput, StatusFilter } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, useListState } from '@haulage/shared/area-kit';
import { useGetInvoicesQuery } from '../features/invoices/api/invoices-api';
import { CustomerFilter } from '../features/invoices/components/customer-filter';
import { InvoiceTable } from '../features/invoices/components/invoice-table';
import { INVOICE_LIST_OPTIONS, INVOICE_STATUS_OPTIONS } from '../features/invoices/model/invoice-list';

export const InvoiceListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Invoices');
  const { state, update } = useListState(INVOICE_LIST_OPTIONS);
  const [params, setParams] = useSearchParams();
  // The invoice-date period and the customer sit in the URL beside the kit's list state; a change starts at page 1.
  const period = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const customer = params.get('customer') ?? '';
  const setParam = (key: 'from' | 'to' | 'customer', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const { filter: _filter, ...listArgs } = state;
  const invoices = useGetInvoicesQuery({
    ...listArgs,
    from: period.from || undefined,
    to: period.to || undefined,
    customer: customer || undefined,
  });

  return (
    <>
      <PageHeader
        title="Invoices"
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => navigate(paths.invoices.exports.href())}>
              Exports
            </Button>
            <Button colorPalette="brand" onClick={() => navigate(paths.invoices.customersInvoicing.href())}>
              Run invoicing
            </Button>
          </HStack>
        }
      />
      <Flex gap="3" wrap="wrap" align="end" mb="4">
        <SearchInput value={state.search} onChange={(search) => update({ search })} placeholder="Number or customer" />
        <StatusFilter value={state.status} onChange={(status) => update({ status })} options={INVOICE_STATUS_OPTIONS} />
        <CustomerFilter value={customer} onChange={(value) => setParam('customer', value)} />
        <Field.Root maxW="44">
          <Field.Label>Invoiced from</Field.Label>
          <Input type="date" value={period.from} onChange={(event) => setParam('from', event.target.value)} />
        </Field.Root>
        <Field.Root maxW="44">
          <Field.Label>Invoiced to</Field.Label>
          <Input type="date" value={period.to} onChange={(event) => setParam('to', event.target.value)} />
        </Field.Root>
      </Flex>
      {invoices.isError ? (
        <ErrorState message={errorMessage(invoices.error, 'Could not load invoices')} onRetry={invoices.refetch} />
      ) : (
        <InvoiceTable
          list={invoices.data}
          state={state}
          loading={invoices.isFetching}
          onChange={update}
          onOpen={(invoice) => navigate(paths.invoices.details.href(invoice.documentId))}
        />
      )}
    </>
  );
};
