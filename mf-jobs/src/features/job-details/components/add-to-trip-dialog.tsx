import { useState } from 'react';
import { type Job, officeToday } from '@haulage/shared/contracts';
import { FieldFrame, FormDialog, Input, NativeSelect, Stack, Text } from '@haulage/shared/ui';
import { errorMessage, usePlatform } from '@haulage/shared/area-kit';
import { useAddToTripMutation } from '../api/add-to-trip';
import { useGetDayTripsQuery } from '../api/get-day-trips';
import { joinableTrips, tripChoiceLabel } from '../model/trip-choice';

/** The job joins a trip of a day (its planned day first): the API plans it on the trip's truck, driver and day. */
export const AddToTripDialog = ({ job, onClose }: { job: Job; onClose: () => void }) => {
  const { feedback } = usePlatform();
  const [date, setDate] = useState(job.plannedDate ?? officeToday());
  const [trip, setTrip] = useState('');
  const [error, setError] = useState<string | undefined>();
  const trips = useGetDayTripsQuery(date, { skip: !/^\d{4}-\d{2}-\d{2}$/.test(date) });
  const [addToTrip, adding] = useAddToTripMutation();
  const choices = joinableTrips(trips.data ?? []);

  const submit = async () => {
    if (!trip) {
      setError('Choose a trip');
      return;
    }
    try {
      const answer = await addToTrip({ trip, job: job.documentId }).unwrap();
      feedback.toast('success', `Job ${job.jobNumber} joined trip ${answer.data.tripNumber}`);
      for (const warning of answer.meta.warnings ?? []) feedback.toast('warning', warning.message);
      onClose();
    } catch (refusal) {
      setError(errorMessage(refusal));
    }
  };

  return (
    <FormDialog
      title="Add to an existing trip"
      submitLabel="Add to trip"
      cancelLabel="Back"
      busy={adding.isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="3">
        <FieldFrame label="Day">
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FieldFrame>
        <FieldFrame label="Trip" required error={error}>
          <NativeSelect.Root>
            <NativeSelect.Field aria-required value={trip} onChange={(event) => setTrip(event.target.value)}>
              <option value="">{choices.length > 0 ? 'Choose a trip' : 'No trip to join on this day'}</option>
              {choices.map((choice) => (
                <option key={choice.documentId} value={choice.documentId}>
                  {tripChoiceLabel(choice)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldFrame>
        <Text fontSize="sm" color="fg.muted">
          The job is planned on the trip’s truck, driver and day; its stops join the end of the trip’s order.
        </Text>
      </Stack>
    </FormDialog>
  );
};
