import { Flex, NativeSelect, SearchInput } from '@haulage/shared/ui';
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
    <Flex gap="3" wrap="wrap" align="center" mb="4">
      <SearchInput value={state.search} onChange={(search) => onChange({ search })} placeholder="Name, address, postcode, city or area" />
      <NativeSelect.Root maxW="60">
        <NativeSelect.Field aria-label="Area" value={state.area ?? ''} onChange={(event) => onChange({ area: event.target.value || null })}>
          <option value="">All areas</option>
          {(areas.data ?? []).map((area) => (
            <option key={area.documentId} value={area.documentId}>
              {area.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
};
