import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from './api-errors';
import { usePlatform } from './platform-provider';

export interface ConfirmedWriteOptions {
  /** Toasted when the write succeeds. */
  success: string;
  /** Where to go afterwards, e.g. the list after a delete. */
  navigateTo?: string;
}

/**
 * The write behind a `ConfirmDialog` (a delete, a cancel): success is toasted and may leave the
 * page; a refusal is rethrown as an Error with the API's message, which the dialog shows until the
 * user tries again or cancels (a toast is gone before a refusal can be read).
 */
export const useConfirmedWrite = () => {
  const { feedback } = usePlatform();
  const navigate = useNavigate();
  return useCallback(
    (write: () => Promise<unknown>, { success, navigateTo }: ConfirmedWriteOptions) =>
      async (): Promise<void> => {
        try {
          await write();
        } catch (failure) {
          throw new Error(errorMessage(failure));
        }
        feedback.toast('success', success);
        if (navigateTo) navigate(navigateTo);
      },
    [feedback, navigate],
  );
};
