import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../render-with-ui';
import { SearchSelect } from './search-select';
import type { SelectOption } from './select-options';

const ANNA = { value: 'd1', label: 'Anna Berg' };
const OLLE = { value: 'd2', label: 'Olle Ek' };

/** A form holding the value, with the server's answer for the current term given by the test. */
const Picker = ({ answer, selected = null }: { answer: (term: string) => SelectOption[]; selected?: SelectOption | null }) => {
  const [term, setTerm] = useState('');
  const [value, setValue] = useState(selected?.value ?? '');
  return (
    <SearchSelect
      label="Driver"
      searchLabel="Search drivers"
      placeholder="Choose a driver"
      term={term}
      onSearch={setTerm}
      options={answer(term)}
      selected={selected}
      value={value}
      onChange={setValue}
    />
  );
};

const choices = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SearchSelect', () => {
  it('keeps the driver it chose listed and chosen while a later search no longer answers it', async () => {
    renderWithUi(<Picker answer={(term) => (term === 'ek' ? [OLLE] : [ANNA, OLLE])} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Driver/ }), 'Anna Berg');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'ek');
    expect(await screen.findByRole('option', { name: 'Anna Berg' })).toBeInTheDocument();
    expect(choices()).toEqual(['Choose a driver', 'Anna Berg', 'Olle Ek']);
    expect(screen.getByRole('combobox', { name: /Driver/ })).toHaveValue('d1');
  });

  it('names a value it did not choose itself through `selected`, until another is chosen', async () => {
    renderWithUi(<Picker answer={() => [OLLE]} selected={ANNA} />);
    expect(choices()).toEqual(['Choose a driver', 'Anna Berg', 'Olle Ek']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Driver/ }), 'Olle Ek');
    expect(screen.getByRole('combobox', { name: /Driver/ })).toHaveValue('d2');
  });
});
