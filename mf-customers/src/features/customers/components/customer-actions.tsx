import { type Customer, paths } from '@haulage/shared/contracts';
import { EntityActions } from '@haulage/shared/area-kit';
import { useDeleteCustomerMutation } from '../api/customers-api';

/** Edit and delete; a customer with history is archived (or refused) by the API, and the user is told which. */
export const CustomerActions = ({ customer }: { customer: Customer }) => {
  const [deleteCustomer] = useDeleteCustomerMutation();
  return (
    <EntityActions
      resource="customers"
      noun="customer"
      edit={paths.customers.edit.href(customer.documentId)}
      editVariant="outline"
      question={`Delete ${customer.companyName}? A customer with jobs or invoices is archived instead.`}
      remove={() => deleteCustomer(customer.documentId).unwrap()}
      removed={(archived) =>
        archived
          ? { status: 'info', success: `${customer.companyName} has jobs or invoices, so it was archived instead of deleted` }
          : { success: 'Customer is deleted successfully', navigateTo: paths.customers.list.href() }
      }
    />
  );
};
