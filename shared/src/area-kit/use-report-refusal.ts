import { useCallback } from 'react';
import { reportRefusal } from '@haulage/shared/feedback';
import { usePlatform } from './platform-provider';

/**
 * For a request with no form or dialog to hold its refusal (a row's action, an export, an upload):
 * `report(error, 'The export failed')` tells the user why, in the words `errorMessage` decides for
 * its status. A form uses `useApiSubmit` and a confirmed write `useConfirmedWrite` instead.
 */
export const useReportRefusal = () => {
  const { feedback } = usePlatform();
  return useCallback((error: unknown, fallback?: string) => reportRefusal(feedback, error, fallback), [feedback]);
};
