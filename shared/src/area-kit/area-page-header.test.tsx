import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPageTitle } from '@haulage/shared/platform';
import { UiProvider } from '@haulage/shared/ui';
import { AreaPageHeader } from './area-page-header';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const mount = (tabTitle?: string) =>
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/trucks/addTruck']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <AreaPageHeader
          title="Add truck"
          tabTitle={tabTitle}
          breadcrumbs={[{ label: 'Trucks', href: '/trucks' }, { label: 'Add truck' }]}
        />
      </MemoryRouter>
    </UiProvider>,
  );

describe('AreaPageHeader', () => {
  it("names the tab after the page and follows a breadcrumb with the area's router", async () => {
    mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Add truck' })).toBeInTheDocument();
    expect(document.title).toBe(formatPageTitle('Add truck'));
    await userEvent.click(screen.getByRole('link', { name: 'Trucks' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/trucks$/);
  });

  it('names the tab otherwise when asked', () => {
    mount('New truck');
    expect(document.title).toBe(formatPageTitle('New truck'));
  });
});
