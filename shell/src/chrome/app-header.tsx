import { USER_TYPE_LABELS } from '@haulage/shared/contracts';
import { Box, Button, Flex, HStack, Link, Text } from '@haulage/shared/ui';
import { navForUser } from '../federation/registry';
import { useShellSelector } from '../store/store';
import { RouterLink } from './router/link';
import { useShell } from './shell-context';

export const PRODUCT_NAME = 'Haulage back office';

export const AppHeader = () => {
  const { services, registry } = useShell();
  const { user, userData } = useShellSelector((s) => s.auth);
  const items = navForUser(registry.remotes, user?.type ?? null);

  return (
    <Flex as="header" h="header" px="gutter" align="center" gap="6" bg="brand.700" color="white" position="sticky" top="0" zIndex="sticky">
      <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap">{PRODUCT_NAME}</Text>
      <HStack as="nav" aria-label="Main" gap="4" flex="1" overflowX="auto">
        {items.map((item) => (
          <Link key={item.path} asChild color="white" fontWeight="medium" _currentPage={{ textDecoration: 'underline' }}>
            <RouterLink to={item.path}>{item.label}</RouterLink>
          </Link>
        ))}
      </HStack>
      {user && (
        <HStack gap="4">
          <Box textAlign="end" lineHeight="short">
            <Text fontWeight="medium">{userData?.name || userData?.email || `User ${user.id}`}</Text>
            <Text fontSize="xs" opacity={0.85}>{USER_TYPE_LABELS[user.type]}</Text>
          </Box>
          <Button size="sm" variant="outline" color="white" _hover={{ bg: 'brand.600' }} onClick={() => void services.platform.session.signOut()}>
            Sign out
          </Button>
        </HStack>
      )}
    </Flex>
  );
};
