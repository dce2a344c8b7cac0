import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@haulage/shared/ui';
import { usePlatform } from '@haulage/shared/area-kit';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link into another area (a truck's page is the fleet's): the platform navigates, so the shell
 * swaps areas without a page load. A new tab still gets an ordinary link.
 */
export const OtherAreaLink = ({ href, children }: { href: string; children: ReactNode }) => {
  const { navigate } = usePlatform();
  return (
    <Link
      href={href}
      color="brand.solid"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Link>
  );
};
