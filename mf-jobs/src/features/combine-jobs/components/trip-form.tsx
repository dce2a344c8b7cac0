import { useState, type FormEvent } from 'react';
import { type Driver, type ItemResponse, officeToday, type Trip, type Truck } from '@haulage/shared/contracts';
import { Button, FieldFrame, Input, SearchSelect, type SelectOption, SimpleGrid, Stack } from '@haulage/shared/ui';
import { errorMessage, FormAlert, type PageAlert } from '@haulage/shared/area-kit';
import { useCombineBasket, useGetDriverOptionsQuery, useGetTruckOptionsQuery } from '#lib';
import { useCreateTripMutation } from '../api/trip-writes';

const truckOption = (truck: Truck): SelectOption => ({ value: truck.documentId, label: `${truck.truckName} (${truck.truckNumber})` });
const driverOption = (driver: Driver): SelectOption => ({ value: driver.documentId, label: `${driver.firstName} ${driver.lastName}` });

/** A choice among what the server's search answered, kept named when a later search no longer answers it. */
const useSearchedChoice = <T,>(found: readonly T[] | undefined, toOption: (item: T) => SelectOption) => {
  const [value, setValue] = useState('');
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const options = (found ?? []).map(toOption);
  const choose = (next: string) => {
    setValue(next);
    setPicked(options.find((option) => option.value === next) ?? null);
  };
  return { value, picked, options, choose };
};

/** Truck, driver and day for the basket's jobs, then Create trip (the API assigns them like a board drop). */
export const TripForm = ({ onCreated }: { onCreated: (answer: ItemResponse<Trip>) => void }) => {
  const basket = useCombineBasket();
  const [truckTerm, setTruckTerm] = useState('');
  const [driverTerm, setDriverTerm] = useState('');
  const trucks = useSearchedChoice(useGetTruckOptionsQuery(truckTerm).data, truckOption);
  const drivers = useSearchedChoice(useGetDriverOptionsQuery(driverTerm).data, driverOption);
  const truck = trucks.value;
  const driver = drivers.value;
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
            options={trucks.options}
            selected={trucks.picked}
            value={truck}
            onChange={trucks.choose}
          />
          <SearchSelect
            label="Driver"
            searchLabel="Search drivers"
            placeholder="The truck’s driver"
            term={driverTerm}
            onSearch={setDriverTerm}
            options={drivers.options}
            selected={drivers.picked}
            value={driver}
            onChange={drivers.choose}
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
