import { useState } from 'react';
import type { Destination } from '@haulage/shared/contracts';
import { Box, Button, SearchSelect } from '@haulage/shared/ui';
import { useCan } from '@haulage/shared/area-kit';
import { useGetDestinationOptionsQuery } from '#lib';
import { destinationLabel } from '../model/destination-label';
import { NewDestinationDialog } from './new-destination-dialog';

export interface DestinationPickerProps {
  /** 1-based, for the labels: "Stop 2 destination". */
  stop: number;
  value: string;
  onChange: (documentId: string) => void;
  /** The destinations the stops name, so the chosen one is labelled whatever was searched. */
  chosen: readonly Destination[];
  error?: string;
}

const optionOf = (destination: Destination) => ({ value: destination.documentId, label: destinationLabel(destination) });

/** Where a stop is: searched among the destinations, or created on the spot. */
export const DestinationPicker = ({ stop, value, onChange, chosen, error }: DestinationPickerProps) => {
  const canCreate = useCan('destinations', 'create');
  const [term, setTerm] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Destination | null>(null);
  const found = useGetDestinationOptionsQuery(term);
  const known = [...chosen, ...(created ? [created] : [])].find((destination) => destination.documentId === value);

  return (
    <Box>
      <SearchSelect
        label={`Stop ${stop} destination`}
        searchLabel={`Search places for stop ${stop}`}
        placeholder="Choose a destination"
        term={term}
        onSearch={setTerm}
        options={(found.data ?? []).map(optionOf)}
        selected={known ? optionOf(known) : null}
        value={value}
        onChange={onChange}
        error={error}
      />
      {canCreate ? (
        <Button variant="plain" size="sm" px="0" onClick={() => setCreating(true)} aria-label={`New destination for stop ${stop}`}>
          New destination
        </Button>
      ) : null}
      {creating ? (
        <NewDestinationDialog
          onClose={() => setCreating(false)}
          onCreated={(destination) => {
            setCreated(destination);
            onChange(destination.documentId);
          }}
        />
      ) : null}
    </Box>
  );
};
