import type { Destination } from '@haulage/shared/contracts';
import { ConfirmDialog } from '@haulage/shared/ui';
import { useConfirmedWrite } from '@haulage/shared/area-kit';
import { useDeleteDestinationMutation } from '../api/destinations-api';

export interface DeleteDestinationDialogProps {
  destination: Destination;
  onClose: () => void;
}

/** Asks first; a refusal (e.g. a place jobs still go to) stays in the dialog until the user acts. */
export const DeleteDestinationDialog = ({ destination, onClose }: DeleteDestinationDialogProps) => {
  const confirmed = useConfirmedWrite();
  const [deleteDestination] = useDeleteDestinationMutation();
  const remove = confirmed(() => deleteDestination(destination.documentId).unwrap(), { success: 'Destination is deleted successfully' });
  return (
    <ConfirmDialog
      open
      title="Delete destination"
      body={`Delete ${destination.name}? Jobs that stop there keep the place's name.`}
      confirmLabel="Delete"
      destructive
      onClose={onClose}
      onConfirm={remove}
    />
  );
};
