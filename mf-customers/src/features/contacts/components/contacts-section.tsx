import { useState } from 'react';
import { CONTACT_ROLE_LABELS, contactName, type CustomerContact } from '@haulage/shared/contracts';
import { Badge, Button, ConfirmDialog, HStack, Heading, Stack, type DataTableColumn } from '@haulage/shared/ui';
import { QueryTable, useCan, useConfirmedWrite, usePlatform } from '@haulage/shared/area-kit';
import { useCreateContactMutation } from '../api/create-contact';
import { useDeleteContactMutation } from '../api/delete-contact';
import { useGetContactsQuery } from '../api/get-contacts';
import { useUpdateContactMutation } from '../api/update-contact';
import { ContactFormDialog } from './contact-form-dialog';

export const ContactsSection = ({ customer }: { customer: string }) => {
  const { feedback } = usePlatform();
  const confirmed = useConfirmedWrite();
  const canCreate = useCan('customer-contacts', 'create');
  const canUpdate = useCan('customer-contacts', 'update');
  const canDelete = useCan('customer-contacts', 'delete');
  const contacts = useGetContactsQuery(customer);
  const [createContact] = useCreateContactMutation();
  const [updateContact] = useUpdateContactMutation();
  const [deleteContact] = useDeleteContactMutation();
  const [editing, setEditing] = useState<CustomerContact | null | undefined>(undefined);
  const [removing, setRemoving] = useState<CustomerContact | null>(null);

  const columns: DataTableColumn<CustomerContact>[] = [
    { key: 'name', header: 'Name', render: contactName },
    { key: 'role', header: 'Role', render: (contact) => CONTACT_ROLE_LABELS[contact.role] },
    { key: 'emailAddress', header: 'E-mail' },
    { key: 'phoneNumber', header: 'Phone' },
    { key: 'smsConsent', header: 'SMS', render: (contact) => (contact.smsConsent ? <Badge colorPalette="green">Consents</Badge> : 'No') },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (contact) => (
        <HStack gap="2">
          {canUpdate ? (
            <Button size="xs" variant="outline" aria-label={`Edit ${contactName(contact)}`} onClick={() => setEditing(contact)}>
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Delete ${contactName(contact)}`}
              onClick={() => setRemoving(contact)}
            >
              Delete
            </Button>
          ) : null}
        </HStack>
      ),
    });
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          Contacts
        </Heading>
        {canCreate ? (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing(null)}>
            Add contact
          </Button>
        ) : null}
      </HStack>
      <QueryTable
        label="Contacts"
        columns={columns}
        query={contacts}

        emptyMessage="No contacts yet"
      />
      {editing !== undefined ? (
        <ContactFormDialog
          customer={customer}
          contact={editing}
          onClose={() => setEditing(undefined)}
          onSave={async ({ customer: _customer, ...data }) => {
            if (editing) await updateContact({ id: editing.documentId, customer, data }).unwrap();
            else await createContact({ ...data, customer }).unwrap();
            feedback.toast('success', editing ? 'Contact is updated successfully' : 'Contact is created successfully');
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Delete contact"
        body={removing ? `Delete ${contactName(removing)} from this customer?` : ''}
        confirmLabel="Delete"
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={confirmed(async () => removing && deleteContact({ id: removing.documentId, customer }).unwrap(), {
          success: 'Contact is deleted',
        })}
      />
    </Stack>
  );
};
