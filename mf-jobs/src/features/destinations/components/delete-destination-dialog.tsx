import type { Destination } from '@haulage/shared/contracts';
import { ConfirmDialog } from '@haulage/shared/ui';
import { errorMessage, usePlatform } from '@haulage/shared/area-kit';
import { useDeleteDestinationMutation } from '../api/destinations-api';

export interface DeleteDestinationDialogProps {
  destination: Destination;
  onClose: () => void;
}

/** Asks first; a refusal (e.g. a place jobs still go to) is the API's own message. */
export const DeleteDestinationDialog = ({ destination, onClose }: DeleteDestinationDialogProps) => {
  const { feedback } = usePlatform();
  const [deleteDestination] = useDeleteDestinationMutation();
  const remove = async () => {
    try {
      await deleteDestination(destination.documentId).unwrap();
      feedback.toast('success', 'Destination is deleted successfully');
    } catch (error) {
      feedback.toast('error', errorMessage(error));
      throw error;
    }
  };
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
