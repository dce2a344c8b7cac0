import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../render-with-ui';
import { SearchInput } from './search-input';
import { StatusFilter } from './status-filter';

describe('SearchInput', () => {
  it('reports the term only once typing pauses', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    renderWithUi(<SearchInput value="" onChange={onChange} delayMs={300} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'vol' } });
    act(() => {
      jest.advanceTimersByTime(200);
    });
    fireEvent.change(box, { target: { value: 'volvo' } });
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('volvo');
  });
});

describe('StatusFilter', () => {
  it('offers all statuses first and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithUi(
      <StatusFilter
        value="all"
        onChange={onChange}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'sold', label: 'Sold' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('all');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Active', 'Sold']);
    await userEvent.selectOptions(select, 'sold');
    expect(onChange).toHaveBeenCalledWith('sold');
  });
});
