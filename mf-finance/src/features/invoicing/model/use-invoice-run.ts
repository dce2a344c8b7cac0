import { useCallback, useState } from 'react';
import type { InvoiceRunInput } from '@haulage/shared/contracts';
import { usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { useRunInvoicingMutation } from '../api/invoicing-api';
import { addBatch, EMPTY_TALLY, type RunTally } from './run-progress';

// A run answers after each batch; more calls than this means the API stopped making progress.
const MAX_BATCHES = 1000;

/** Calls the run until the API says it is complete, tallying each batch for the progress bar. */
export const useInvoiceRun = () => {
  const { feedback } = usePlatform();
  const reportRefusal = useReportRefusal();
  const [runStep] = useRunInvoicingMutation();
  const [tally, setTally] = useState<RunTally>(EMPTY_TALLY);
  const [isCustomerExportLoading, setLoading] = useState(false);

  const run = useCallback(
    async (input: InvoiceRunInput) => {
      setLoading(true);
      let current = EMPTY_TALLY;
      setTally(current);
      try {
        for (let batch = 0; batch < MAX_BATCHES && !current.complete; batch += 1) {
          const answer = await runStep(input).unwrap();
          current = addBatch(current, answer.meta.run);
          setTally(current);
        }
        feedback.toast('success', `Created ${current.draftsCreated} draft invoices`);
      } catch (error) {
        reportRefusal(error, 'The invoicing run stopped');
      } finally {
        setLoading(false);
      }
    },
    [feedback, runStep],
  );

  return { run, tally, isCustomerExportLoading };
};
