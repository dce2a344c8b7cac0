import { trailerLinkProblems, type LinkState } from './trailer-links';

const open = (over: Partial<LinkState>): LinkState => ({
  id: 1,
  truckId: 12,
  trailerId: 5,
  linkedFrom: '2026-10-01T06:00:00.000Z',
  linkedTo: null,
  truckNumber: 'T-12',
  trailerPlate: 'ABC123',
  ...over,
});
const proposed = { truckId: 3, trailerId: 5, linkedFrom: '2026-11-01T06:00:00.000Z', linkedTo: null, trailerPlate: 'ABC123' };

describe('trailerLinkProblems', () => {
  it('accepts a link for a free trailer', () => {
    expect(trailerLinkProblems(proposed, [open({ trailerId: 6, truckId: 9 })])).toEqual([]);
  });

  it('refuses a second open link for the same trailer, naming the truck and date', () => {
    expect(trailerLinkProblems(proposed, [open({})])).toEqual([
      {
        path: ['trailer'],
        message: 'Trailer ABC123 is already linked to truck T-12 since 2026-10-01; end that link first',
        name: 'ValidationError',
      },
    ]);
  });

  it('ignores ended links and the link being edited', () => {
    expect(trailerLinkProblems(proposed, [open({ linkedTo: '2026-10-20T06:00:00.000Z' })])).toEqual([]);
    expect(trailerLinkProblems({ ...proposed, id: 1 }, [open({})])).toEqual([]);
  });

  it('refuses a third open trailer on one truck', () => {
    const others = [open({ id: 2, truckId: 3, trailerId: 7 }), open({ id: 3, truckId: 3, trailerId: 8 })];
    expect(trailerLinkProblems(proposed, others).map((p) => p.path)).toEqual([['truck']]);
  });

  it('requires linkedTo after linkedFrom', () => {
    const problems = trailerLinkProblems({ ...proposed, linkedTo: '2026-10-01T06:00:00.000Z' }, []);
    expect(problems).toEqual([{ path: ['linkedTo'], message: 'Linked to must be after linked from', name: 'ValidationError' }]);
  });
});
