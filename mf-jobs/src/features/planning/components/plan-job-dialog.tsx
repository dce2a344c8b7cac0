import { useState } from 'react';
import type { BoardJob } from '@haulage/shared/contracts';
import { Button, FieldFrame, FormDialog, Input, NativeSelect, Stack } from '@haulage/shared/ui';
import { isIsoDate } from '../model/board-dates';
import { canUnplan, type PlanTarget } from '../model/plan-target';
import type { TruckChoice } from '../model/truck-choices';

export interface PlanJobDialogProps {
  job: BoardJob;
  trucks: readonly TruckChoice[];
  truck: string;
  date: string;
  onPlan: (target: PlanTarget) => void;
  onClose: () => void;
}

const groupsOf = (trucks: readonly TruckChoice[]) => [...new Set(trucks.map((truck) => truck.group))];

/** The keyboard way to plan: choose a truck and a day (or unplan); the same request as a drop. */
export const PlanJobDialog = ({ job, trucks, truck: initialTruck, date: initialDate, onPlan, onClose }: PlanJobDialogProps) => {
  const [truck, setTruck] = useState(initialTruck);
  const [date, setDate] = useState(initialDate);
  const choice = trucks.find((item) => item.documentId === truck);
  const dateError = isIsoDate(date) ? undefined : 'Choose a day';

  const submit = () => {
    if (!choice || dateError) return;
    onPlan({ kind: 'truck', truck: choice.documentId, truckName: choice.truckName, date });
    onClose();
  };
  const unplan = () => {
    onPlan({ kind: 'unplanned' });
    onClose();
  };

  return (
    <FormDialog
      title={`Plan job ${job.jobNumber}`}
      submitLabel="Plan"
      submitDisabled={!choice || Boolean(dateError)}
      onSubmit={submit}
      onClose={onClose}
      secondaryAction={
        canUnplan(job) ? (
          <Button variant="outline" colorPalette="red" onClick={unplan}>
            Unplan
          </Button>
        ) : null
      }
    >
      <Stack gap="4">
        <FieldFrame label="Truck" required error={trucks.length === 0 ? 'No trucks on this board' : undefined}>
          <NativeSelect.Root>
            <NativeSelect.Field value={truck} onChange={(event) => setTruck(event.target.value)}>
              <option value="">Choose a truck</option>
              {groupsOf(trucks).map((group) => (
                <optgroup key={group} label={group}>
                  {trucks
                    .filter((item) => item.group === group)
                    .map((item) => (
                      <option key={item.documentId} value={item.documentId}>
                        {item.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldFrame>
        <FieldFrame label="Day" required error={dateError}>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FieldFrame>
      </Stack>
    </FormDialog>
  );
};
