import { listTableControls } from './use-list-state';

describe('a paged table’s controls', () => {
  it('show the state’s page of one until the first page has loaded, then the page the server answered', () => {
    const update = jest.fn();
    const state = { page: 3, sort: { field: 'name', order: 'asc' as const } };
    expect(listTableControls(state, update)).toMatchObject({ page: 3, pageCount: 1, total: undefined, sort: state.sort });
    expect(listTableControls(state, update, { page: 2, pageCount: 5, total: 97 })).toMatchObject({ page: 2, pageCount: 5, total: 97 });
  });

  it('hand a new sort or page back to the list state', () => {
    const update = jest.fn();
    const controls = listTableControls({ page: 1, sort: null }, update);
    controls.onSortChange({ field: 'city', order: 'desc' });
    controls.onPageChange(4);
    expect(update.mock.calls).toEqual([[{ sort: { field: 'city', order: 'desc' } }], [{ page: 4 }]]);
  });
});
