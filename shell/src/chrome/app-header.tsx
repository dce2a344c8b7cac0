import { USER_TYPE_LABELS } from '@haulage/shared/contracts';
import { navForUser } from '../federation/registry';
import { useShellSelector } from '../store/store';
import { MenuIcon } from './header/menu-icon';
import { usePhoneMenu } from './header/use-phone-menu';
import { usePathname } from './router/history';
import { RouterLink } from './router/link';
import { useShell } from './shell-context';

export const PRODUCT_NAME = 'Haulage back office';
const MENU_ID = 'sh-menu';

/**
 * The 64px header: plain elements styled by shell-styles.ts (no UI library in the first load).
 * On a wide screen the nav and Sign out sit in the bar; on a phone they fold behind the Menu button
 * (the same elements, so there is one nav landmark and one Sign out either way).
 */
export const AppHeader = () => {
  const { services, registry } = useShell();
  const { user, userData } = useShellSelector((s) => s.auth);
  const items = navForUser(registry.remotes, user?.type ?? null);
  const menu = usePhoneMenu(usePathname());

  return (
    <header className="sh-header" ref={menu.headerRef} onKeyDown={menu.onKeyDown}>
      <span className="sh-product">{PRODUCT_NAME}</span>
      <button
        type="button"
        ref={menu.buttonRef}
        className="sh-btn sh-btn-outline sh-menu-btn"
        aria-expanded={menu.open}
        aria-controls={MENU_ID}
        onClick={menu.toggle}
      >
        <MenuIcon />
        Menu
      </button>
      <div id={MENU_ID} className={menu.open ? 'sh-menu sh-open' : 'sh-menu'}>
        <nav aria-label="Main" className="sh-nav">
          {items.map((item) =>
            item.startsAlone ? (
              <a key={item.path} href={item.path}>
                {item.label}
              </a>
            ) : (
              <RouterLink key={item.path} to={item.path}>
                {item.label}
              </RouterLink>
            ),
          )}
        </nav>
        {user && (
          <div className="sh-user">
            <div className="sh-who">
              <p>{userData?.name || userData?.email || `User ${user.id}`}</p>
              <p className="sh-type">{USER_TYPE_LABELS[user.type]}</p>
            </div>
            <button type="button" className="sh-btn sh-btn-outline" onClick={() => void services.platform.session.signOut()}>
              Sign out
            </button>
          </div>
        )}
      </div>
    </header>
  );
};
