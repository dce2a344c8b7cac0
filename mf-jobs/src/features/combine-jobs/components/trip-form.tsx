import { useState, type FormEvent } from 'react';
import { type ItemResponse, officeToday, type Trip } from '@haulage/shared/contracts';
import { Button, FieldFrame, Input, NativeSelect, SimpleGrid, Stack } from '@haulage/shared/ui';
import { errorMessage, FormAlert, type PageAlert } from '@haulage/shared/area-kit';
import { useCombineBasket, useGetDriverOptionsQuery, useGetTruckOptionsQuery } from '#lib';
import { useCreateTripMutation } from '../api/trip-writes';

const Select = ({ value, onChange, children }: { value: string; onChange: (value: string) => void; children: React.ReactNode }) => (
  <NativeSelect.Root>
    <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
      {children}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);

/** Truck, driver and day for the basket's jobs, then Create trip (the API assigns them like a board drop). */
export const TripForm = ({ onCreated }: { onCreated: (answer: ItemResponse<Trip>) => void }) => {
  const basket = useCombineBasket();
  const trucks = useGetTruckOptionsQuery('');
  const drivers = useGetDriverOptionsQuery('');
  const [truck, setTruck] = useState('');
  const [driver, setDriver] = useState('');
  const [date, setDate] = useState(officeToday());
  const [alert, setAlert] = useState<PageAlert | null>(null);
  const [createTrip, creating] = useCreateTripMutation();
  const ready = basket.jobs.length >= 2 && truck !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setAlert(null);
    try {
      const answer = await createTrip({
        jobs: basket.jobs.map((job) => job.documentId),
        truck,
        date,
        ...(driver ? { driver } : {}),
      }).unwrap();
      basket.reset();
      onCreated(answer);
    } catch (error) {
      setAlert({ status: 'error', messages: [errorMessage(error)] });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New trip">
      <Stack gap="4">
        <FormAlert alert={alert} onDismiss={() => setAlert(null)} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FieldFrame label="Truck" required>
            <Select value={truck} onChange={setTruck}>
              <option value="">Choose a truck</option>
              {(trucks.data ?? []).map((item) => (
                <option key={item.documentId} value={item.documentId}>{`${item.truckName} (${item.truckNumber})`}</option>
              ))}
            </Select>
          </FieldFrame>
          <FieldFrame label="Driver" helperText="Default: the truck’s driver">
            <Select value={driver} onChange={setDriver}>
              <option value="">The truck’s driver</option>
              {(drivers.data ?? []).map((item) => (
                <option key={item.documentId} value={item.documentId}>{`${item.firstName} ${item.lastName}`}</option>
              ))}
            </Select>
          </FieldFrame>
          <FieldFrame label="Day" required error={/^\d{4}-\d{2}-\d{2}$/.test(date) ? undefined : 'Choose a day'}>
            <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          </FieldFrame>
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          disabled={!ready}
          loading={creating.isLoading}
          loadingText="Creating trip…"
        >
          Create trip
        </Button>
      </Stack>
    </form>
  );
};
