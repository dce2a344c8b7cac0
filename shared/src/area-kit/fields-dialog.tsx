import { FormDialog, type FormDialogProps, SimpleGrid } from '@haulage/shared/ui';
import { FormAlert } from './form-alert';
import type { PageAlert } from './use-api-submit';

export type FieldsDialogProps = Omit<FormDialogProps, 'alert'> & {
  /** The API's messages that belong to no field (`useApiSubmit`/`useEntityForm`'s `alert`). */
  alert: PageAlert | null;
  onDismissAlert: () => void;
};

/**
 * A record's fields in a dialog (a contact, a new destination): the API's other messages above
 * them, two columns from a medium screen up, and no closing while it saves.
 */
export const FieldsDialog = ({ alert, onDismissAlert, children, ...dialog }: FieldsDialogProps) => (
  <FormDialog {...dialog} alert={<FormAlert alert={alert} onDismiss={onDismissAlert} />}>
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {children}
    </SimpleGrid>
  </FormDialog>
);
