import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@haulage/shared/ui';
import { QueryTable, type TableQuery } from './query-table';

type Contact = { documentId: string; name: string };

const renderTable = (query: TableQuery<Contact>) =>
  render(<QueryTable label="Contacts" columns={[{ key: 'name', header: 'Name' }]} query={query} emptyMessage="No contacts yet" />, {
    wrapper: UiProvider,
  });

describe('QueryTable', () => {
  it('shows the rows, and says so when there are none', () => {
    const { unmount } = renderTable({ data: [{ documentId: 'c1', name: 'Anna Berg' }], isLoading: false, refetch: jest.fn() });
    expect(screen.getByRole('table', { name: 'Contacts' })).toHaveTextContent('Anna Berg');
    unmount();
    renderTable({ data: [], isLoading: false, refetch: jest.fn() });
    expect(screen.getByText('No contacts yet')).toBeInTheDocument();
  });

  it('names the list that failed to load instead of claiming it is empty, and retries it', async () => {
    const refetch = jest.fn();
    renderTable({ isLoading: false, error: { status: 'FETCH_ERROR', error: 'offline' }, refetch });
    expect(screen.getByText('Contacts could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No contacts yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
