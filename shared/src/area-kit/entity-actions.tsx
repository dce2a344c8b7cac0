import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Resource } from '@haulage/shared/contracts';
import { Button, ConfirmDialog } from '@haulage/shared/ui';
import { useCan } from './platform-provider';
import { useConfirmedWrite, type ConfirmedWriteOutcome } from './use-confirmed-write';

export interface EntityActionsProps<R> {
  /** Whose permissions decide the buttons (`update`, `delete`) in the one matrix; the API checks again. */
  resource: Resource;
  /** What the buttons and the dialog call the entry: "truck" gives "Edit truck" and "Delete truck". */
  noun: string;
  /** The edit page's address, or what starts editing in place. */
  edit: string | (() => void);
  /** Edit as the page's main action (`solid`, the default) or beside another (`outline`). */
  editVariant?: 'solid' | 'outline';
  /** The dialog's question: what is deleted and what happens with it. */
  question: string;
  remove: () => Promise<R>;
  /** The toast and where to go after the delete, or a choice of them from the API's answer. */
  removed: ConfirmedWriteOutcome<R>;
}

/**
 * A details page's Edit and Delete, shown to whom the matrix allows; Delete asks first, and a
 * refusal stays in the dialog until the user acts (`useConfirmedWrite`).
 */
export const EntityActions = <R,>({ resource, noun, edit, editVariant = 'solid', question, remove, removed }: EntityActionsProps<R>) => {
  const navigate = useNavigate();
  const confirmed = useConfirmedWrite();
  const canUpdate = useCan(resource, 'update');
  const canDelete = useCan(resource, 'delete');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {canUpdate ? (
        <Button
          variant={editVariant}
          colorPalette={editVariant === 'solid' ? 'brand' : undefined}
          onClick={() => (typeof edit === 'string' ? navigate(edit) : edit())}
        >
          {`Edit ${noun}`}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {`Delete ${noun}`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${noun}`}
        body={question}
        confirmLabel="Delete"
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={confirmed(remove, removed)}
      />
    </>
  );
};
