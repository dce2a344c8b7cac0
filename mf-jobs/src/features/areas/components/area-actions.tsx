import { type Area, paths } from '@haulage/shared/contracts';
import { EntityActions } from '@haulage/shared/area-kit';
import { useDeleteAreaMutation } from '../api/areas-api';

/** Edit and delete; the API refuses to delete an area that still has trucks, and the user is told why. */
export const AreaActions = ({ area }: { area: Area }) => {
  const [deleteArea] = useDeleteAreaMutation();
  return (
    <EntityActions
      resource="areas"
      noun="area"
      edit={paths.areas.edit.href(area.documentId)}
      question={`Delete ${area.name}? An area that still has trucks cannot be deleted.`}
      remove={() => deleteArea(area.documentId).unwrap()}
      removed={{ success: 'Area is deleted successfully', navigateTo: paths.areas.list.href() }}
    />
  );
};
