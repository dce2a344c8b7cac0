import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate, usePathname } from './history';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** An in-app link: a real href (open in new tab works) that navigates without reloading. */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(({ to, onClick, ...rest }, ref) => {
  const pathname = usePathname();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <a
      ref={ref}
      href={to}
      aria-current={current ? 'page' : undefined}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || rest.target === '_blank') return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
});
RouterLink.displayName = 'RouterLink';

/** Replaces the current entry with `to` once rendered (a redirect). */
export const Navigate = ({ to }: { to: string }) => {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
};
