import { Link as RouterLink } from 'react-router-dom';
import { type CustomerFilter, paths } from '@haulage/shared/contracts';
import { HStack, Link, NativeSelect } from '@haulage/shared/ui';

export interface SavedFilterPickerProps {
  filters: CustomerFilter[];
  value: string | null;
  onChange: (documentId: string | null) => void;
}

/** Picks one of the user's saved filters; choosing one applies it to the list at once. */
export const SavedFilterPicker = ({ filters, value, onChange }: SavedFilterPickerProps) => (
  <HStack gap="3">
    <NativeSelect.Root maxW="60">
      <NativeSelect.Field aria-label="Saved filter" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">No saved filter</option>
        {filters.map((filter) => (
          <option key={filter.documentId} value={filter.documentId}>
            {filter.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
    <Link asChild fontSize="sm">
      <RouterLink to={paths.customers.manageFilters.href()}>Manage filters</RouterLink>
    </Link>
  </HStack>
);
