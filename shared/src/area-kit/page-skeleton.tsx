import { Skeleton, Stack } from '@haulage/shared/ui';

/** Placeholder lines while a screen or list loads, so the layout does not jump. */
export const PageSkeleton = ({ lines = 6 }: { lines?: number }) => (
  <Stack gap="3" p="2" aria-busy="true" aria-label="Loading">
    {Array.from({ length: lines }, (_, index) => (
      <Skeleton key={index} height="8" />
    ))}
  </Stack>
);
