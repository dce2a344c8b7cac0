import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserType } from '@haulage/shared/contracts';
import { UiProvider } from '@haulage/shared/ui';
import { EntityActions } from './entity-actions';
import { PlatformProvider } from './platform-provider';
import { createFakePlatform, type FakePlatform } from './testing';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const mount = (userType: UserType, actions: ReactNode) => {
  const fake = createFakePlatform([], userType);
  render(
    <UiProvider>
      <PlatformProvider platform={fake.platform}>
        <MemoryRouter initialEntries={['/areas/a1']}>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          {actions}
        </MemoryRouter>
      </PlatformProvider>
    </UiProvider>,
  );
  return fake;
};

const areaActions = (remove: () => Promise<unknown>, removed: Parameters<typeof EntityActions>[0]['removed']) => (
  <EntityActions resource="areas" noun="area" edit="/areas/a1/edit" question="Delete Göteborg?" remove={remove} removed={removed} />
);
const deleteInDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete area' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
};
const where = () => screen.getByTestId('where').textContent;

describe('EntityActions', () => {
  it('shows a viewer neither Edit nor Delete', () => {
    mount('viewer', areaActions(jest.fn(), { success: 'Area is deleted' }));
    expect(screen.queryByRole('button', { name: 'Edit area' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete area' })).not.toBeInTheDocument();
  });

  it('opens the edit page, or starts editing in place', async () => {
    mount('admin', areaActions(jest.fn(), { success: 'Area is deleted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit area' }));
    expect(where()).toBe('/areas/a1/edit');
  });

  it('deletes only after the question, toasts and goes where it was told', async () => {
    const remove = jest.fn().mockResolvedValue(null);
    const fake: FakePlatform = mount('admin', areaActions(remove, { success: 'Area is deleted', navigateTo: '/areas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete area' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Delete Göteborg?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('/areas')).toBeInTheDocument();
    expect(fake.toasts).toEqual([{ status: 'success', message: 'Area is deleted' }]);
  });

  it("lets the API's answer choose the outcome (archived instead of deleted)", async () => {
    const fake = mount(
      'admin',
      areaActions(jest.fn().mockResolvedValue({ archived: true }), (kept) =>
        kept ? { status: 'info', success: 'Archived instead' } : { success: 'Deleted', navigateTo: '/areas' },
      ),
    );
    await deleteInDialog();
    await waitFor(() => expect(fake.toasts).toEqual([{ status: 'info', message: 'Archived instead' }]));
    expect(where()).toBe('/areas/a1');
  });

  it('keeps a refusal in the dialog and stays', async () => {
    const fake = mount('admin', areaActions(jest.fn().mockRejectedValue(new Error('The area still has trucks')), { success: 'Deleted' }));
    await deleteInDialog();
    expect(await within(screen.getByRole('alertdialog')).findByText(/still has trucks|went wrong|could not/i)).toBeInTheDocument();
    expect(fake.toasts).toEqual([]);
    expect(where()).toBe('/areas/a1');
  });
});
