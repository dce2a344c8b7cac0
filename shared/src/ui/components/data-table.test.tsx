import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../render-with-ui';
import { DataTable, type DataTableColumn } from './data-table';

interface Truck {
  documentId: string;
  truckName: string;
  area: { name: string };
}

const rows: Truck[] = [
  { documentId: 'a', truckName: 'Volvo FH16', area: { name: 'Göteborg' } },
  { documentId: 'b', truckName: 'Scania R450', area: { name: 'Malmö' } },
];
const columns: DataTableColumn<Truck>[] = [
  { key: 'truckName', header: 'Name', sortable: true },
  { key: 'area', header: 'Area', render: (row) => row.area.name, sortable: true, sortField: 'area.name' },
];

describe('DataTable', () => {
  it('renders a real table with the rows', () => {
    renderWithUi(<DataTable label="Trucks" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Trucks' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Malmö' })).toBeInTheDocument();
  });

  it('shows the sort on the header and asks for the next sort when clicked', async () => {
    const onSortChange = jest.fn();
    renderWithUi(
      <DataTable label="Trucks" columns={columns} rows={rows} sort={{ field: 'truckName', order: 'asc' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Area/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'truckName', order: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: /Area/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'area.name', order: 'asc' });
  });

  it('pages with Previous/Next and says where the user is', async () => {
    const onPageChange = jest.fn();
    renderWithUi(<DataTable label="Trucks" columns={columns} rows={rows} page={2} pageCount={5} total={96} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('96 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('disables paging past the ends', () => {
    renderWithUi(<DataTable label="Trucks" columns={columns} rows={rows} page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows loading and empty states instead of rows', () => {
    const { rerender } = renderWithUi(<DataTable label="Trucks" columns={columns} rows={rows} loading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Volvo FH16')).not.toBeInTheDocument();
    rerender(<DataTable label="Trucks" columns={columns} rows={[]} emptyMessage="No trucks yet" />);
    expect(screen.getByText('No trucks yet')).toBeInTheDocument();
  });
});
