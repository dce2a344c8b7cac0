import type { ReactNode } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load: what happened and a Retry button. */
export const ErrorState = ({ title = 'Something went wrong', message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) => (
  <Stack role="alert" align="center" textAlign="center" gap="3" py="10" px="4" borderWidth="1px" rounded="card">
    <Heading as="h2" size="md">
      {title}
    </Heading>
    <Text color="fg.muted">{message}</Text>
    {onRetry ? (
      <Button colorPalette="brand" onClick={onRetry}>
        {retryLabel}
      </Button>
    ) : null}
  </Stack>
);

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet, with an optional next step (e.g. "Add truck"). */
export const EmptyState = ({ title, description, action }: EmptyStateProps) => (
  <Stack align="center" textAlign="center" gap="3" py="10" px="4" borderWidth="1px" borderStyle="dashed" rounded="card">
    <Heading as="h2" size="md">
      {title}
    </Heading>
    {description ? <Text color="fg.muted">{description}</Text> : null}
    {action}
  </Stack>
);
