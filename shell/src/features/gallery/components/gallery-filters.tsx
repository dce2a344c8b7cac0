import { HStack, NativeSelect, SearchInput, SelectOptions } from '@haulage/shared/ui';
import type { OwnerKind } from '../model/gallery-file';
import type { FileKind, GalleryParams } from '../model/gallery-params';

interface GalleryFiltersProps {
  params: GalleryParams;
  ownerKinds: OwnerKind[];
  onChange: (patch: Partial<GalleryParams>) => void;
}

const Select = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) => (
  <NativeSelect.Root size="md" width="56">
    <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      <SelectOptions options={options} />
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);

const KIND_OPTIONS = [
  { value: 'all', label: 'Images and documents' },
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents' },
];

/** Owner kinds come from the API (content types with media), so a new kind appears without a change here. */
export const GalleryFilters = ({ params, ownerKinds, onChange }: GalleryFiltersProps) => (
  <HStack gap="3" mb="4" wrap="wrap">
    <SearchInput label="Search by name" placeholder="Search by name…" value={params.search} onChange={(search) => onChange({ search })} />
    <Select
      label="Belongs to"
      value={params.owner}
      options={[{ value: 'all', label: 'Any owner' }, ...ownerKinds.map((kind) => ({ value: kind.kind, label: kind.label }))]}
      onChange={(owner) => onChange({ owner })}
    />
    <Select label="Kind" value={params.kind} options={KIND_OPTIONS} onChange={(kind) => onChange({ kind: kind as FileKind })} />
  </HStack>
);
