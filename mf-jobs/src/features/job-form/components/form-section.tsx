import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid } from '@haulage/shared/ui';

/** One titled part of the job form. */
export const FormSection = ({ legend, children, columns = 2 }: { legend: string; children: ReactNode; columns?: number }) => (
  <Fieldset.Root>
    <Fieldset.Legend fontWeight="semibold" mb="2">
      {legend}
    </Fieldset.Legend>
    <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
      {children}
    </SimpleGrid>
  </Fieldset.Root>
);
