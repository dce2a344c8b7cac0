import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@haulage/shared/ui';

/** A styled in-area link (the router handles it without a page load). */
export const AppLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link asChild colorPalette="brand" fontWeight="medium">
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);
