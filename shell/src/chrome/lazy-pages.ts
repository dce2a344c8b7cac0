import { lazyPage } from './lazy-page';

// Only the login page is in the first load; these pages (and the UI system they use) arrive when
// first opened.
export const DashboardPage = lazyPage(() => import('../features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage), {
  uiSystem: false,
});
export const PrivacyPolicyPage = lazyPage(() => import('../features/privacy/pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage));
export const UsersPage = lazyPage(() => import('../features/users/pages/users-page').then((m) => m.UsersPage));
export const GalleryPage = lazyPage(() => import('../features/gallery/pages/gallery-page').then((m) => m.GalleryPage));
