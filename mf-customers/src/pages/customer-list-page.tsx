import { useNavigate } from 'react-router-dom';
import { filterToListQuery, paths } from '@haulage/shared/contracts';
import { Button, ErrorState, PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, useCan, useListState } from '@haulage/shared/area-kit';
import { useGetCustomersQuery } from '../features/customers/api/customers-api';
import { CustomerListToolbar } from '../features/customers/components/customer-list-toolbar';
import { CustomerTable } from '../features/customers/components/customer-table';
import { useGetCustomerFiltersQuery } from '../features/customer-filters/api/get-customer-filters';
import { SavedFilterPicker } from '../features/customer-filters/components/saved-filter-picker';
import { CUSTOMER_LIST_OPTIONS } from '../features/customers/model/list-state';

export const CustomerListPage = () => {
  const navigate = useNavigate();
  usePageTitle('Customers');
  const canCreate = useCan('customers', 'create');
  const { state, update, tableControls } = useListState(CUSTOMER_LIST_OPTIONS);
  const savedFilters = useGetCustomerFiltersQuery();
  const applied = state.filter ? savedFilters.data?.find((filter) => filter.documentId === state.filter) : undefined;
  // Wait for the saved filter before asking for customers, so an applied filter costs one list call.
  const waitingForFilter = Boolean(state.filter) && savedFilters.isLoading;
  const { filter: _filter, ...listArgs } = state;
  const customers = useGetCustomersQuery(
    { ...listArgs, filters: applied ? filterToListQuery(applied).filters : undefined },
    { skip: waitingForFilter },
  );

  return (
    <>
      <PageHeader
        title="Customers"
        description={applied ? `Saved filter: ${applied.name}` : undefined}
        actions={
          canCreate ? (
            <Button colorPalette="brand" onClick={() => navigate(paths.customers.add.href())}>
              Add customer
            </Button>
          ) : null
        }
      />
      <CustomerListToolbar state={state} onChange={update}>
        <SavedFilterPicker filters={savedFilters.data ?? []} value={state.filter} onChange={(filter) => update({ filter })} />
      </CustomerListToolbar>
      {customers.isError ? (
        <ErrorState message={errorMessage(customers.error, 'Could not load customers')} onRetry={customers.refetch} />
      ) : (
        <CustomerTable
          rows={customers.data?.items ?? []}
          loading={customers.isFetching || waitingForFilter}
          {...tableControls(customers.data?.pagination)}
        />
      )}
    </>
  );
};
