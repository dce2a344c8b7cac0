import { Alert, CloseButton } from '@haulage/shared/ui';
import type { PageAlert } from './use-api-submit';

/** The API's messages that belong to no field, above the form until the user closes them. */
export const FormAlert = ({ alert, onDismiss }: { alert: PageAlert | null; onDismiss: () => void }) => {
  if (!alert) return null;
  return (
    <Alert.Root status={alert.status} role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        {alert.messages.map((message) => (
          <Alert.Description key={message}>{message}</Alert.Description>
        ))}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
    </Alert.Root>
  );
};
