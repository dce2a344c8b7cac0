import { Box, Heading, Text } from '@haulage/shared/ui';
import { usePageMounted } from '../chrome/use-page-mounted';

export const FORBIDDEN_TEXT = '403 Unauthorized';

export const ForbiddenPage = () => {
  usePageMounted();
  return (
    <Box p="gutter">
      <Heading as="h1" size="lg">{FORBIDDEN_TEXT}</Heading>
      <Text mt="2" color="fg.muted">Your user type does not give access to this page.</Text>
    </Box>
  );
};
