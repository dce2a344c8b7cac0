import type { Trailer } from '@haulage/shared/contracts';
import { emptyTrailerForm, toTrailerPayload, trailerListQuery, trailerToForm } from './trailer-form';

describe('trailer form and list query', () => {
  it('maps blanks to null and back', () => {
    const payload = toTrailerPayload({ ...emptyTrailerForm(), trailerName: 'Krone 1', plateNumber: 'abc123' });
    expect(payload).toMatchObject({
      trailerName: 'Krone 1',
      plateNumber: 'abc123',
      vin: null,
      inspectionDate: null,
      trailerType: 'semi_trailer',
    });
    expect(trailerToForm({ ...payload, vin: null } as unknown as Trailer)).toMatchObject({ vin: '', trailerName: 'Krone 1' });
  });

  it('sends the search to the server and filters by status unless all', () => {
    const query = trailerListQuery({ page: 2, search: 'kr', status: 'all', sort: null, filter: null });
    expect(query).toMatchObject({ page: 2, pageSize: 20, search: { term: 'kr' } });
    expect(query.sort).toBeUndefined();
  });
});
