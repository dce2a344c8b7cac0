import type { Destination } from '@haulage/shared/contracts';
import { Dialog, Portal } from '@haulage/shared/ui';
import { usePlatform } from '@haulage/shared/area-kit';
import { useUpdateDestinationMutation } from '../api/destinations-api';
import { destinationToForm } from '../model/destination-form';
import { DestinationForm } from './destination-form';

export interface EditDestinationDialogProps {
  destination: Destination;
  onClose: () => void;
}

/**
 * Edits a destination in place: the list has no page of its own for one destination. Only the
 * form's Cancel closes it, so unsaved changes are asked about first.
 */
export const EditDestinationDialog = ({ destination, onClose }: EditDestinationDialogProps) => {
  const { feedback } = usePlatform();
  const [updateDestination] = useUpdateDestinationMutation();
  return (
    <Dialog.Root
      open
      size="lg"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="card">
            <Dialog.Header>
              <Dialog.Title>Edit {destination.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <DestinationForm
                initial={destinationToForm(destination)}
                currentArea={destination.area}
                noAreaLabel="No area"
                withCoordinates
                onCancel={onClose}
                onSubmit={async (data) => {
                  await updateDestination({ documentId: destination.documentId, data }).unwrap();
                  feedback.toast('success', 'Destination is updated successfully');
                  return onClose;
                }}
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
