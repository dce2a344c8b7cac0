import { useNavigate } from 'react-router-dom';
import { Button, ErrorState, Flex, HStack, PageHeader, SearchInput, StatusFilter } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, useListState } from '@haulage/shared/area-kit';
import { useGetInvoicesQuery } from '../features/invoices/api/invoices-api';
import { InvoiceTable } from '../features/invoices/components/invoice-table';
import { INVOICE_LIST_OPTIONS, INVOICE_STATUS_OPTIONS } from '../features/invoices/model/invoice-list';

export const InvoiceListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Invoices');
  const { state, update } = useListState(INVOICE_LIST_OPTIONS);
  const { filter: _filter, ...listArgs } = state;
  const invoices = useGetInvoicesQuery(listArgs);

  return (
    <>
      <PageHeader
        title="Invoices"
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => navigate('/invoices/exports')}>
              Exports
            </Button>
            <Button colorPalette="brand" onClick={() => navigate('/invoices/customersInvoicing')}>
              Run invoicing
            </Button>
          </HStack>
        }
      />
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <SearchInput value={state.search} onChange={(search) => update({ search })} placeholder="Number or customer" />
        <StatusFilter value={state.status} onChange={(status) => update({ status })} options={INVOICE_STATUS_OPTIONS} />
      </Flex>
      {invoices.isError ? (
        <ErrorState message={errorMessage(invoices.error, 'Could not load invoices')} onRetry={invoices.refetch} />
      ) : (
        <InvoiceTable
          list={invoices.data}
          state={state}
          loading={invoices.isFetching}
          onChange={update}
          onOpen={(invoice) => navigate(`/invoices/invoiceDetails?id=${invoice.documentId}`)}
        />
      )}
    </>
  );
};
