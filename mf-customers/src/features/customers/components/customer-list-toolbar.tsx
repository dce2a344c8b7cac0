import type { ReactNode } from 'react';
import { CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS } from '@haulage/shared/contracts';
import { Flex, SearchInput, StatusFilter } from '@haulage/shared/ui';
import type { ListState } from '@haulage/shared/area-kit';

const statusOptions = CUSTOMER_STATUSES.map((status) => ({ value: status, label: CUSTOMER_STATUS_LABELS[status] }));

export interface CustomerListToolbarProps {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  /** Room for the saved-filter picker, composed by the page. */
  children?: ReactNode;
}

export const CustomerListToolbar = ({ state, onChange, children }: CustomerListToolbarProps) => (
  <Flex gap="3" wrap="wrap" align="center" mb="4">
    <SearchInput
      value={state.search}
      onChange={(search) => onChange({ search })}
      placeholder="Name, org. number, e-mail, phone or contact"
    />
    <StatusFilter value={state.status} onChange={(status) => onChange({ status })} options={statusOptions} />
    {children}
  </Flex>
);
