import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Customer, paths } from '@haulage/shared/contracts';
import { Button, ConfirmDialog } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useDeleteCustomerMutation } from '../api/delete-customer';

/** Edit and delete; a customer with history is archived (or refused) by the API, and the user is told which. */
export const CustomerActions = ({ customer }: { customer: Customer }) => {
  const navigate = useNavigate();
  const { feedback } = usePlatform();
  const canUpdate = useCan('customers', 'update');
  const canDelete = useCan('customers', 'delete');
  const [confirming, setConfirming] = useState(false);
  const [deleteCustomer] = useDeleteCustomerMutation();

  const remove = async () => {
    try {
      const archived = await deleteCustomer(customer.documentId).unwrap();
      if (archived) {
        feedback.toast('info', `${customer.companyName} has jobs or invoices, so it was archived instead of deleted`);
      } else {
        feedback.toast('success', 'Customer is deleted successfully');
        navigate(paths.customers.list.href());
      }
    } catch (error) {
      // Shown in the dialog until the user acts (ConfirmDialog).
      throw new Error(errorMessage(error));
    }
  };

  return (
    <>
      {canUpdate ? (
        <Button variant="outline" onClick={() => navigate(paths.customers.edit.href(customer.documentId))}>
          Edit customer
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete customer
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete customer"
        body={`Delete ${customer.companyName}? A customer with jobs or invoices is archived instead.`}
        confirmLabel="Delete"
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      />
    </>
  );
};
