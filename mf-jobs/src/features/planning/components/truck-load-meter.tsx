import type { TruckLoad } from '@haulage/shared/contracts';
import { Box, Text } from '@haulage/shared/ui';
import { isOverloaded, loadLabel, loadSummary } from '../model/area-board';

/** Hours planned against a working day, as a meter a screen reader reads ("6 of 8 hours"). */
export const TruckLoadMeter = ({ load }: { load: TruckLoad }) => {
  const max = Math.max(load.workingDayHours, load.hours);
  const over = isOverloaded(load);
  return (
    <Box>
      <Box
        role="meter"
        aria-label={loadLabel(load)}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={load.hours}
        h="2"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${max === 0 ? 0 : Math.round((load.hours / max) * 100)}%`} bg={over ? 'red.solid' : 'brand.solid'} />
      </Box>
      <Text fontSize="xs" color={over ? 'fg.error' : 'fg.muted'} mt="1">
        {`${loadLabel(load)} · ${loadSummary(load)}`}
      </Text>
    </Box>
  );
};
