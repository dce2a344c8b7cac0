import type { Area } from '@haulage/shared/contracts';
import { DetailList } from '@haulage/shared/ui';

/** The area's own fields as label and value. */
export const AreaFacts = ({ area }: { area: Area }) => (
  <DetailList
    columns={{ md: 3 }}
    items={[
      { label: 'Code', value: area.code },
      { label: 'Trucks', value: String(area.trucks?.length ?? 0) },
      { label: 'Description', value: area.description },
    ]}
  />
);
