import { USER_TYPE_LABELS } from '@haulage/shared/contracts';
import { navForUser } from '../federation/registry';
import { useShellSelector } from '../store/store';
import { RouterLink } from './router/link';
import { useShell } from './shell-context';

export const PRODUCT_NAME = 'Haulage back office';

/** The 64px header: plain elements styled by shell-styles.ts (no UI library in the first load). */
export const AppHeader = () => {
  const { services, registry } = useShell();
  const { user, userData } = useShellSelector((s) => s.auth);
  const items = navForUser(registry.remotes, user?.type ?? null);

  return (
    <header className="sh-header">
      <span className="sh-product">{PRODUCT_NAME}</span>
      <nav aria-label="Main" className="sh-nav">
        {items.map((item) => (
          <RouterLink key={item.path} to={item.path}>{item.label}</RouterLink>
        ))}
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
    </header>
  );
};
