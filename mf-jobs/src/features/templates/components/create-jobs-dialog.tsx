import { useState } from 'react';
import type { Job } from '@haulage/shared/contracts';
import { Button, Dialog, List, Portal, Stack, Text } from '@haulage/shared/ui';
import { formatCount } from '@haulage/shared/format';
import { usePlatform } from '@haulage/shared/area-kit';
import { useCreateJobsMutation } from '../api/create-multi';
import { createMultiErrorLines } from '../model/create-multi-errors';
import { jobsFromTemplate } from '../model/jobs-from-template';
import { DateListInput } from './date-list-input';

export interface CreateJobsDialogProps {
  template: Job;
  open: boolean;
  onClose: () => void;
}

/** Open jobs from a template on the days chosen, in one all-or-nothing call. */
export const CreateJobsDialog = ({ template, open, onClose }: CreateJobsDialogProps) => {
  const { feedback } = usePlatform();
  const [createJobs, { isLoading }] = useCreateJobsMutation();
  const [dates, setDates] = useState<string[]>([]);
  const [created, setCreated] = useState<Job[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const create = async () => {
    setErrors([]);
    try {
      const response = await createJobs(jobsFromTemplate(template, dates)).unwrap();
      setCreated(response.data);
      feedback.toast('success', `${formatCount(response.meta.count, 'job')} created`);
    } catch (error) {
      setErrors(createMultiErrorLines(error, dates));
    }
  };

  const close = () => {
    if (isLoading) return;
    setDates([]);
    setCreated(null);
    setErrors([]);
    onClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : close())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="card">
            <Dialog.Header>
              <Dialog.Title>Create jobs from template {template.jobNumber}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {created ? (
                <Text aria-live="polite">
                  {formatCount(created.length, 'job')} created: {created.map((job) => job.jobNumber).join(', ')}.
                </Text>
              ) : (
                <Stack gap="3">
                  <Text>One open job per day, with the template’s stops at the same times on that day.</Text>
                  <DateListInput
                    dates={dates}
                    onChange={(next) => {
                      setDates(next);
                      setErrors([]);
                    }}
                  />
                  {errors.length > 0 ? (
                    <List.Root role="alert" color="fg.error" ps="4">
                      {errors.map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List.Root>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {created ? (
                <Button colorPalette="brand" onClick={close}>
                  Close
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={close} disabled={isLoading}>
                    Cancel
                  </Button>
                  <Button colorPalette="brand" onClick={() => void create()} loading={isLoading} disabled={dates.length === 0}>
                    {dates.length > 0 ? `Create ${formatCount(dates.length, 'job')}` : 'Create jobs'}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
