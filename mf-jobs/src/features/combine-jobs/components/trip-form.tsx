import { useState, type FormEvent } from 'react';
import { type Driver, type ItemResponse, officeToday, type Trip, type Truck } from '@haulage/shared/contracts';
import { Button, FieldFrame, Input, SearchSelect, type SelectOption, SimpleGrid, Stack } from '@haulage/shared/ui';
import { errorMessage, FormAlert, type PageAlert } from '@haulage/shared/area-kit';
import { useCombineBasket, useGetDriverOptionsQuery, useGetTruckOptionsQuery } from '#lib';
import { useCreateTripMutation } from '../api/trip-writes';

const truckOption = (truck: Truck): SelectOption => ({ value: truck.documentId, label: `${truck.truckName} (${truck.truckNumber})` });
const driverOption = (driver: Driver): SelectOption => ({ value: driver.documentId, label: `${driver.firstName} ${driver.lastName}` });

/** Truck, driver and day for the basket's jobs, then Create trip (the API assigns them like a board drop). */
export const TripForm = ({ onCreated }: { onCreated: (answer: ItemResponse<Trip>) => void }) => {
  const basket = useCombineBasket();
  const [truckTerm, setTruckTerm] = useState('');
  const [driverTerm, setDriverTerm] = useState('');
  const truckOptions = (useGetTruckOptionsQuery(truckTerm).data ?? []).map(truckOption);
  const driverOptions = (useGetDriverOptionsQuery(driverTerm).data ?? []).map(driverOption);
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
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <SearchSelect
            label="Truck"
            searchLabel="Search trucks"
            required
            placeholder="Choose a truck"
            term={truckTerm}
            onSearch={setTruckTerm}
            options={truckOptions}
            value={truck}
            onChange={setTruck}
          />
          <SearchSelect
            label="Driver"
            searchLabel="Search drivers"
            placeholder="The truck’s driver"
            term={driverTerm}
            onSearch={setDriverTerm}
            options={driverOptions}
            value={driver}
            onChange={setDriver}
          />
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
