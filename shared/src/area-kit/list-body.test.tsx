import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { UiProvider } from '@haulage/shared/ui';
import { ListBody, type ListQuery } from './list-body';

type Page = { items: string[] };

const renderBody = (query: ListQuery<Page>, filtered = false) =>
  render(
    <ListBody query={query} title="Drivers" filtered={filtered} empty={<p>No drivers yet</p>}>
      {(data) => (
        <ul>
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListBody>,
    { wrapper: UiProvider },
  );

describe('ListBody', () => {
  it('names the list that failed and retries it', async () => {
    const refetch = jest.fn();
    renderBody({ error: { status: 'FETCH_ERROR', error: 'offline' }, refetch });
    expect(screen.getByText('Drivers could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton until the first page arrives', () => {
    renderBody({ refetch: jest.fn() });
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state only when nothing exists, not when a search finds nothing', () => {
    const { unmount } = renderBody({ data: { items: [] }, refetch: jest.fn() });
    expect(screen.getByText('No drivers yet')).toBeInTheDocument();
    unmount();
    renderBody({ data: { items: [] }, refetch: jest.fn() }, true);
    expect(screen.queryByText('No drivers yet')).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toBeInTheDocument();
  });

  it('shows the rows', () => {
    renderBody({ data: { items: ['Anna Berg', 'Olle Ek'] }, refetch: jest.fn() });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Anna Berg', 'Olle Ek']);
  });
});
