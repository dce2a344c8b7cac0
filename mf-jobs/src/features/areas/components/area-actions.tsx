import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Area, paths } from '@haulage/shared/contracts';
import { Button, ConfirmDialog } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useDeleteAreaMutation } from '../api/delete-area';

/** Edit and delete; the API refuses to delete an area that still has trucks, and the user is told why. */
export const AreaActions = ({ area }: { area: Area }) => {
  const navigate = useNavigate();
  const { feedback } = usePlatform();
  const canUpdate = useCan('areas', 'update');
  const canDelete = useCan('areas', 'delete');
  const [confirming, setConfirming] = useState(false);
  const [deleteArea] = useDeleteAreaMutation();

  const remove = async () => {
    try {
      await deleteArea(area.documentId).unwrap();
    } catch (error) {
      feedback.toast('error', errorMessage(error));
      throw error;
    }
    feedback.toast('success', 'Area is deleted successfully');
    navigate(paths.areas.list.href());
  };

  return (
    <>
      {canUpdate ? (
        <Button colorPalette="brand" onClick={() => navigate(paths.areas.edit.href(area.documentId))}>
          Edit area
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete area
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete area"
        body={`Delete ${area.name}? An area that still has trucks cannot be deleted.`}
        confirmLabel="Delete"
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      />
    </>
  );
};
