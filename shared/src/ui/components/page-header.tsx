import type { MouseEvent, ReactNode } from 'react';
import { Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';

export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface PageHeaderProps {
  title: string;
  breadcrumbs?: Breadcrumb[];
  description?: ReactNode;
  /** Buttons on the right, e.g. "Add truck". */
  actions?: ReactNode;
  /** In-app navigation for breadcrumb links (single-spa/router); without it links are plain. */
  onNavigate?: (href: string) => void;
}

/** The title row of a page: breadcrumbs, heading, description and actions. */
export const PageHeader = ({ title, breadcrumbs, description, actions, onNavigate }: PageHeaderProps) => {
  const follow = (href: string) => (event: MouseEvent) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4" mb="gutter">
      <Stack gap="1">
        {breadcrumbs?.length ? (
          <HStack as="nav" aria-label="Breadcrumb" gap="2" color="fg.muted" fontSize="sm">
            {breadcrumbs.map((crumb, index) => (
              <HStack key={`${crumb.label}-${index}`} gap="2">
                {index > 0 ? (
                  <Text as="span" aria-hidden>
                    /
                  </Text>
                ) : null}
                {crumb.href ? (
                  <Link href={crumb.href} onClick={follow(crumb.href)}>
                    {crumb.label}
                  </Link>
                ) : (
                  <Text as="span">{crumb.label}</Text>
                )}
              </HStack>
            ))}
          </HStack>
        ) : null}
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions ? <HStack gap="3">{actions}</HStack> : null}
    </Flex>
  );
};
