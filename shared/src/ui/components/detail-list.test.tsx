import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '../ui-provider';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('pairs each label with its value and reads a missing value as a dash', () => {
    render(
      <DetailList
        items={[
          { label: 'Plate', value: 'GBD123' },
          { label: 'Area', value: null },
          { label: 'Note', value: '' },
        ]}
      />,
      { wrapper: UiProvider },
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Plate', 'Area', 'Note']);
    expect(definitions).toEqual(['GBD123', '—', '—']);
    expect(within(screen.getAllByRole('definition')[0]!).getByText('GBD123')).toBeInTheDocument();
  });
});
