import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type CustomerFilter, paths } from '@haulage/shared/contracts';
import { Button, ConfirmDialog, HStack, Stack, type DataTableColumn } from '@haulage/shared/ui';
import { AreaPageHeader, QueryTable, useConfirmedWrite, usePlatform } from '@haulage/shared/area-kit';
import { useDeleteCustomerFilterMutation } from '../api/delete-customer-filter';
import { useGetCustomerFiltersQuery } from '../api/get-customer-filters';
import { useSaveCustomerFilterMutation } from '../api/save-customer-filter';
import { FilterForm } from '../components/filter-form';
import { describeFilter } from '../model/filter-form';

export const ManageCustomerFilterPage = () => {
  const navigate = useNavigate();
  const { feedback } = usePlatform();
  const confirmed = useConfirmedWrite();
  const filters = useGetCustomerFiltersQuery();
  const [saveFilter] = useSaveCustomerFilterMutation();
  const [deleteFilter] = useDeleteCustomerFilterMutation();
  const [editing, setEditing] = useState<CustomerFilter | null>(null);
  const [removing, setRemoving] = useState<CustomerFilter | null>(null);

  const columns: DataTableColumn<CustomerFilter>[] = [
    { key: 'name', header: 'Name' },
    { key: 'criteria', header: 'Shows', render: describeFilter },
    {
      key: 'actions',
      header: 'Actions',
      render: (filter) => (
        <HStack gap="2">
          <Button
            size="xs"
            colorPalette="brand"
            aria-label="Apply"
            title={`Apply ${filter.name}`}
            onClick={() => navigate(paths.customers.list.href({ filter: filter.documentId }))}
          >
            Apply
          </Button>
          <Button size="xs" variant="outline" aria-label={`Edit ${filter.name}`} onClick={() => setEditing(filter)}>
            Edit
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${filter.name}`} onClick={() => setRemoving(filter)}>
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <AreaPageHeader
        title="Saved customer filters"
        breadcrumbs={[{ label: 'Customers', href: paths.customers.list.href() }, { label: 'Saved filters' }]}
      />
      <FilterForm
        key={editing?.documentId ?? 'new'}
        filter={editing}
        onCancel={editing ? () => setEditing(null) : undefined}
        onSave={async (data) => {
          await saveFilter({ documentId: editing?.documentId, data }).unwrap();
          feedback.toast('success', editing ? 'Filter is updated successfully' : 'Filter is saved successfully');
          setEditing(null);
        }}
      />
      <QueryTable label="Saved filters" columns={columns} query={filters} emptyMessage="No saved filters yet" />
      <ConfirmDialog
        open={removing !== null}
        title="Delete filter"
        body={removing ? `Delete the saved filter ${removing.name}?` : ''}
        confirmLabel="Delete"
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={confirmed(async () => removing && deleteFilter(removing.documentId).unwrap(), { success: 'Filter is deleted' })}
      />
    </Stack>
  );
};
