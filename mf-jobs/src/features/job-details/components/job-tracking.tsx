import { useRef, useState } from 'react';
import type { Job } from '@haulage/shared/contracts';
import { Button, Field, HStack, Input, Text } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform } from '@haulage/shared/area-kit';
import { copyText } from '#lib';
import { useGetTrackingLinkMutation } from '../api/get-tracking-link';
import { mayTrack } from '../model/tracking';
import { DetailSection } from './detail-section';

/**
 * The customer's tracking link: "Copy tracking link" asks the API for the job's one link (the same
 * every time, so a copy sent earlier keeps working) and puts it on the clipboard, showing it too.
 */
export const JobTracking = ({ job }: { job: Job }) => {
  const { feedback } = usePlatform();
  const mayGet = useCan('tracking-links', 'create');
  const [getLink, getting] = useGetTrackingLinkMutation();
  const [url, setUrl] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  if (!mayGet || !mayTrack(job)) return null;
  const copy = async () => {
    try {
      const link = url ?? (await getLink(job.documentId).unwrap()).data.url;
      setUrl(link);
      if (await copyText(link, field.current)) feedback.toast('success', 'Tracking link copied');
      else feedback.toast('error', 'Copying was refused: select the link and copy it');
    } catch (failure) {
      feedback.toast('error', errorMessage(failure, 'The tracking link could not be made'));
    }
  };
  return (
    <DetailSection title="Tracking">
      <Text mb="3">The customer follows the job on a phone with this link, without signing in.</Text>
      {url ? (
        <Field.Root maxW="40rem" mb="3">
          <Field.Label>Tracking link</Field.Label>
          <Input ref={field} size="sm" readOnly value={url} onFocus={(event) => event.target.select()} />
        </Field.Root>
      ) : null}
      <HStack>
        <Button size="sm" variant="outline" loading={getting.isLoading} onClick={() => void copy()}>
          Copy tracking link
        </Button>
      </HStack>
    </DetailSection>
  );
};
