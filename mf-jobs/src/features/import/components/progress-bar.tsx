import { useId } from 'react';
import { Box, Stack, Text } from '@haulage/shared/ui';

/** A labelled bar for a long step (reading a file, sending it), readable by screen readers. */
export const ProgressBar = ({ label, value }: { label: string; value: number }) => {
  const labelId = useId();
  return (
    <Stack gap="1">
      <Text id={labelId} fontSize="sm">
        {label}… {value}%
      </Text>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        height="2"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box height="full" width={`${value}%`} bg="brand.solid" transition="width 0.2s" />
      </Box>
    </Stack>
  );
};
