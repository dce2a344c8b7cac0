import { Box, Heading, Link, Text } from '@haulage/shared/ui';
import { RouterLink } from '../chrome/router/link';
import { usePageMounted } from '../chrome/use-page-mounted';

export const NotFoundPage = () => {
  usePageMounted();
  return (
    <Box p="gutter">
      <Heading as="h1" size="lg">Page not found</Heading>
      <Text mt="2">
        There is no page at this address.{' '}
        <Link asChild colorPalette="brand"><RouterLink to="/dashboard">Go to the dashboard</RouterLink></Link>
      </Text>
    </Box>
  );
};
