import { FilterBar } from '@haulage/shared/area-kit';
import { useGetAreaOptionsQuery } from '#lib';
import type { DestinationListState } from '../model/destination-list';

export interface DestinationListToolbarProps {
  state: DestinationListState;
  onChange: (change: Partial<DestinationListState>) => void;
}

/** Search as people type (the server's `_q`) and the area the list is narrowed to. */
export const DestinationListToolbar = ({ state, onChange }: DestinationListToolbarProps) => {
  const areas = useGetAreaOptionsQuery();
  return (
    <FilterBar
      search={{ value: state.search, onChange: (search) => onChange({ search }), placeholder: 'Name, address, postcode, city or area' }}
      area={{ value: state.area ?? '', onChange: (area) => onChange({ area: area || null }), areas: areas.data }}
    />
  );
};
