import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from './api-errors';
import { usePlatform } from './platform-provider';

export interface ConfirmedWriteOptions {
  /** Toasted when the write succeeds. */
  success: string;
  /** Where to go afterwards, e.g. the list after a delete. */
  navigateTo?: string;
  /** `info` when the API did something other than asked, e.g. archived a customer with history instead of deleting it. */
  status?: 'success' | 'info';
}

/** The options, or a choice of them from what the write answered. */
export type ConfirmedWriteOutcome<R> = ConfirmedWriteOptions | ((result: R) => ConfirmedWriteOptions);

/**
 * The write behind a `ConfirmDialog` (a delete, a cancel): success is toasted and may leave the
 * page; a refusal is rethrown as an Error with the API's message, which the dialog shows until the
 * user tries again or cancels (a toast is gone before a refusal can be read).
 */
export const useConfirmedWrite = () => {
  const { feedback } = usePlatform();
  const navigate = useNavigate();
  return useCallback(
    <R>(write: () => Promise<R>, outcome: ConfirmedWriteOutcome<R>) =>
      async (): Promise<void> => {
        let result: R;
        try {
          result = await write();
        } catch (failure) {
          throw new Error(errorMessage(failure));
        }
        const { success, navigateTo, status = 'success' } = typeof outcome === 'function' ? outcome(result) : outcome;
        feedback.toast(status, success);
        if (navigateTo) navigate(navigateTo);
      },
    [feedback, navigate],
  );
};
