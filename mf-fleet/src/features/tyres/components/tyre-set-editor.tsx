import type { TyreSet } from '@haulage/shared/contracts';
import { useCreateTyreMutation } from '../api/create-tyre';
import { useUpdateTyreMutation } from '../api/update-tyre';
import { emptyTyreForm, tyreSetToForm } from '../model/tyre-form';
import { tyreSetLabel } from '../model/winter-warnings';
import { TyreSetForm } from './tyre-set-form';

interface Props {
  truckDocumentId: string;
  /** The set being edited, or 'new' to add one. */
  editing: TyreSet | 'new';
  onDone: () => void;
}

/** The tyre set form wired to POST (new set) or PUT (existing set). */
export const TyreSetEditor = ({ truckDocumentId, editing, onDone }: Props) => {
  const [createTyre] = useCreateTyreMutation();
  const [updateTyre] = useUpdateTyreMutation();
  if (editing === 'new') {
    return (
      <TyreSetForm
        truckDocumentId={truckDocumentId}
        title="Add tyre set"
        defaultValues={emptyTyreForm()}
        save={(body) => createTyre(body).unwrap()}
        successMessage="Tyre set is created successfully"
        onDone={onDone}
      />
    );
  }
  return (
    <TyreSetForm
      key={editing.documentId}
      truckDocumentId={truckDocumentId}
      title={`Edit ${tyreSetLabel(editing)}`}
      defaultValues={tyreSetToForm(editing)}
      save={(data) => updateTyre({ documentId: editing.documentId, data }).unwrap()}
      successMessage="Tyre set is updated successfully"
      onDone={onDone}
    />
  );
};
