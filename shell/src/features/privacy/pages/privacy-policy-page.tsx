import { paths } from '@haulage/shared/contracts';
import { Box, Container, Heading, Link, List, Stack, Text } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { RouterLink } from '../../../chrome/router/link';
import { usePageMounted } from '../../../chrome/use-page-mounted';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../model/privacy-sections';

/** The public privacy notice (open without signing in). */
export const PrivacyPolicyPage = () => {
  usePageMounted();
  usePageTitle('Privacy policy');
  return (
    <Container maxW="3xl" py="10">
      <Stack gap="6" as="article">
        <Box>
          <Heading as="h1" size="2xl">
            Privacy policy
          </Heading>
          <Text color="fg.muted">Haulage back office · last updated {PRIVACY_LAST_UPDATED}</Text>
        </Box>
        {PRIVACY_SECTIONS.map((section) => (
          <Box as="section" key={section.heading}>
            <Heading as="h2" size="lg" mb="2">
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} mb="2">
                {paragraph}
              </Text>
            ))}
            {section.items && (
              <List.Root ps="5" gap="1">
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            )}
          </Box>
        ))}
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.login.href()}>Back to sign in</RouterLink>
        </Link>
      </Stack>
    </Container>
  );
};
