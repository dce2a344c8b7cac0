import type { ReactNode } from 'react';
import { Button, HStack, Stack, type StackProps } from '@haulage/shared/ui';
import { FormActions } from './form-actions';
import { FormAlert } from './form-alert';
import type { EntityForm } from './use-entity-form';

type FramedForm = Pick<EntityForm<Record<string, unknown>, unknown>, 'onSubmit' | 'alert' | 'dismissAlert' | 'guard'> & {
  formState: { isSubmitting: boolean };
};

export interface EntityFormFrameProps extends Omit<StackProps, 'children' | 'onSubmit'> {
  /** What `useEntityForm` returned. */
  form: FramedForm;
  /** The form's accessible name. */
  label: string;
  submitLabel?: string;
  /** Left out when the form cannot be cancelled. */
  onCancel?: () => void;
  /**
   * An add form inside a page's section (a payment, an operation, a link): a small submit button
   * alone, so it does not read as the page's own Save.
   */
  inline?: boolean;
  children: ReactNode;
}

/**
 * The frame of every form of the kit: the `<form>` with its name, the alert of what belongs to no
 * field above the fields, and Save/Cancel (asking before unsaved changes are lost) below them.
 */
export const EntityFormFrame = ({ form, label, submitLabel, onCancel, inline = false, children, ...stack }: EntityFormFrameProps) => (
  <form onSubmit={form.onSubmit} noValidate aria-label={label}>
    <Stack gap={inline ? '3' : '6'} {...stack}>
      <FormAlert alert={form.alert} onDismiss={form.dismissAlert} />
      {children}
      {inline ? (
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" loading={form.formState.isSubmitting}>
            {submitLabel ?? 'Save'}
          </Button>
        </HStack>
      ) : (
        <FormActions submitting={form.formState.isSubmitting} onCancel={onCancel} guard={form.guard} submitLabel={submitLabel} />
      )}
    </Stack>
  </form>
);
