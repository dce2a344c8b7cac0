import { useCallback } from 'react';
import { usePlatform, useReportRefusal } from '@haulage/shared/area-kit';

/** Runs one invoice action and says how it went: the success, or why it was refused. */
export const useInvoiceAttempt = () => {
  const { feedback } = usePlatform();
  const reportRefusal = useReportRefusal();
  return useCallback(
    async (work: () => Promise<unknown>, done: string, failed: string) => {
      try {
        await work();
        feedback.toast('success', done);
      } catch (error) {
        reportRefusal(error, failed);
      }
    },
    [feedback, reportRefusal],
  );
};
