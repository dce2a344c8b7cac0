import { Alert, CloseButton } from '@haulage/shared/ui';

/** What the API refused (a move the machine does not allow, a delete), until the user closes it. */
export const RefusalAlert = ({ message, onDismiss }: { message: string | null; onDismiss: () => void }) =>
  message ? (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
    </Alert.Root>
  ) : null;
