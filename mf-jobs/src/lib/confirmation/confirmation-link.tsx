import { useRef } from 'react';
import { Button, Field, HStack, Input } from '@haulage/shared/ui';
import { usePlatform } from '@haulage/shared/area-kit';
import { copyText } from './copy-text';

export interface ConfirmationLinkProps {
  /** The link from the API's answer (`meta.confirmationUrl`); it is never shown again. */
  url: string;
  /** Names the field: "Confirmation link", "Confirmation link for job 1042". */
  label?: string;
}

/**
 * A confirmation link the dispatcher just asked for, with "Copy link", to send it another way (a
 * call, a chat) or to open it on a phone. The API hands it out once, in the answer to the request:
 * it is not stored, so after a reload it is gone and asking again makes a new one.
 */
export const ConfirmationLink = ({ url, label = 'Confirmation link' }: ConfirmationLinkProps) => {
  const { feedback } = usePlatform();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(url, field.current)) feedback.toast('success', 'Link copied');
    else feedback.toast('error', 'Copying was refused: select the link and copy it');
  };
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" width="full">
        <Input ref={field} size="sm" readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copy link
        </Button>
      </HStack>
      <Field.HelperText>Shown only now. Asking again makes a new link and ends this one.</Field.HelperText>
    </Field.Root>
  );
};
