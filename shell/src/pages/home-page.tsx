import { usePageMounted } from '../chrome/use-page-mounted';

/** `/`: nothing to show; once mounted and not loading, the guard sends a signed-in user on. */
export const HomePage = () => {
  usePageMounted();
  return null;
};
