import { useState, type FormEvent } from 'react';
import type { BoardJob } from '@haulage/shared/contracts';
import { Button, Dialog, FieldFrame, Input, NativeSelect, Portal, Spacer, Stack } from '@haulage/shared/ui';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice || dateError) return;
    onPlan({ kind: 'truck', truck: choice.documentId, truckName: choice.truckName, date });
    onClose();
  };
  const unplan = () => {
    onPlan({ kind: 'unplanned' });
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{`Plan job ${job.jobNumber}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
              </Dialog.Body>
              <Dialog.Footer>
                {canUnplan(job) ? (
                  <Button variant="outline" colorPalette="red" onClick={unplan}>
                    Unplan
                  </Button>
                ) : null}
                <Spacer />
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" disabled={!choice || Boolean(dateError)}>
                  Plan
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
