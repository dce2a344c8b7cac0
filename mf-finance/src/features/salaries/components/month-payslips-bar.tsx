import { useState, type ReactNode } from 'react';
import { errorMessage, usePlatform } from '@haulage/shared/area-kit';
import { Alert, Button, CloseButton, HStack, Stack } from '@haulage/shared/ui';
import { useMakeMonthPayslipsMutation } from '../api/salaries-api';
import { monthPayslipsSummary, withoutRuleText } from '../model/month-payslips';

/**
 * The month chooser with "Make payslips for …" beside it: one call makes the month's payslips; the
 * drivers who got none (no pay rule) are named on the page until dismissed, and a refusal stays there too.
 */
export const MonthPayslipsBar = ({ period, monthField }: { period: string; monthField: ReactNode }) => {
  const { feedback } = usePlatform();
  const [make, { isLoading }] = useMakeMonthPayslipsMutation();
  const [notice, setNotice] = useState<{ status: 'warning' | 'error'; text: string } | null>(null);

  const run = async () => {
    setNotice(null);
    try {
      const meta = await make(period).unwrap();
      feedback.toast('success', monthPayslipsSummary(period, meta));
      const missing = withoutRuleText(period, meta);
      if (missing) setNotice({ status: 'warning', text: missing });
    } catch (error) {
      setNotice({ status: 'error', text: errorMessage(error, 'The payslips could not be made') });
    }
  };

  return (
    <Stack gap="3" mb="4">
      <HStack align="end" gap="4" wrap="wrap">
        {monthField}
        <Button colorPalette="brand" loading={isLoading} loadingText="Making payslips…" onClick={() => void run()}>
          Make payslips for {period}
        </Button>
      </HStack>
      {notice ? (
        <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'} width="full">
          <Alert.Indicator />
          <Alert.Description flex="1">{notice.text}</Alert.Description>
          <CloseButton size="sm" aria-label="Dismiss" onClick={() => setNotice(null)} />
        </Alert.Root>
      ) : null}
    </Stack>
  );
};
