import { actualsValues, checkCompletion, mayCorrectActuals } from './completion';

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

describe('correcting a completed job’s actuals', () => {
  it('is open while the job is completed, not once its price is verified or before it is done', () => {
    expect(mayCorrectActuals({ kind: 'job', status: 'completed' })).toBe(true);
    expect(mayCorrectActuals({ kind: 'job', status: 'ready_to_invoice' })).toBe(false);
    expect(mayCorrectActuals({ kind: 'job', status: 'in_progress' })).toBe(false);
    expect(mayCorrectActuals({ kind: 'template', status: 'completed' })).toBe(false);
  });

  it('starts from the job’s figures as the office types them, and reads them back unchanged', () => {
    const values = actualsValues({ kmActual: 1204.5, hoursActual: 2.25 });
    expect(values).toEqual({ kmActual: '1 204,5', hoursActual: '2,25' });
    expect(checkCompletion(values)).toEqual({ ok: true, data: { kmActual: 1204.5, hoursActual: 2.25 } });
    expect(actualsValues({ kmActual: null, hoursActual: null })).toEqual({ kmActual: '', hoursActual: '' });
  });
});
