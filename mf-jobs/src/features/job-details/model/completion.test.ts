import { checkCompletion } from './completion';

describe('checkCompletion', () => {
  it('reads km and hours with decimal commas', () => {
    expect(checkCompletion({ kmActual: '1 204,5', hoursActual: '7,25' })).toEqual({
      ok: true,
      data: { kmActual: 1204.5, hoursActual: 7.25 },
    });
  });

  it('asks for both, as the API would', () => {
    expect(checkCompletion({ kmActual: '', hoursActual: ' ' })).toEqual({
      ok: false,
      errors: {
        kmActual: 'Please enter the driven km (kmActual) before completing the job',
        hoursActual: 'Please enter the hours (hoursActual) before completing the job',
      },
    });
  });

  it('names numbers out of range or unreadable with the contract’s messages', () => {
    expect(checkCompletion({ kmActual: '-3', hoursActual: 'many' })).toEqual({
      ok: false,
      errors: { kmActual: 'Km actual cannot be negative', hoursActual: 'Hours actual must be a number' },
    });
  });
});
