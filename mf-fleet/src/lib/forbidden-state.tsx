import { Heading, Stack, Text } from '@haulage/shared/ui';

/** What a user sees on a screen their type may not use (the API refuses it too). */
export const ForbiddenState = () => (
  <Stack role="alert" gap="2" py="10" align="center">
    <Heading as="h1" size="lg">
      403 Unauthorized
    </Heading>
    <Text color="fg.muted">Your user type cannot use this screen.</Text>
  </Stack>
);
