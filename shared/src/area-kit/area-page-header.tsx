import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '@haulage/shared/platform';
import { PageHeader, type PageHeaderProps } from '@haulage/shared/ui';

/**
 * A page's title row inside an area: the tab is named after the page (`usePageTitle`) and the
 * breadcrumbs follow with the area's own router, so the shell does not reload the area.
 */
export const AreaPageHeader = ({ tabTitle, ...header }: Omit<PageHeaderProps, 'onNavigate'> & { tabTitle?: string }) => {
  const navigate = useNavigate();
  usePageTitle(tabTitle ?? header.title);
  return <PageHeader {...header} onNavigate={navigate} />;
};
