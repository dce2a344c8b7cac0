import { createMultiErrorLines } from './create-multi-errors';

describe('createMulti refusals', () => {
  const refusal = (errors: { path: (string | number)[]; message: string }[]) => ({
    status: 400,
    name: 'ValidationError',
    message: 'Job 1 (data[1]), stops.0.destination: Destination not found',
    details: { errors },
    fieldErrors: {},
  });

  it('names each bad job by index, field and day', () => {
    const error = refusal([
      { path: [1, 'stops', 0, 'destination'], message: 'Destination not found' },
      { path: [2, 'customer'], message: 'Customer not found' },
    ]);
    expect(createMultiErrorLines(error, ['2026-03-02', '2026-03-09', '2026-03-16'])).toEqual([
      'Job 1 (data[1]) for 2026-03-09, stops.0.destination: Destination not found',
      'Job 2 (data[2]) for 2026-03-16, customer: Customer not found',
    ]);
  });

  it('falls back to the API’s message, or the network’s', () => {
    expect(createMultiErrorLines(refusal([]), [])).toEqual(['Job 1 (data[1]), stops.0.destination: Destination not found']);
    expect(createMultiErrorLines(new Error('Cannot reach the server'), [])).toEqual(['Cannot reach the server']);
  });
});
