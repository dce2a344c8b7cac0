import { importErrorLines } from './import-errors';

const refusal = (message: string, errors: { path: (string | number)[]; message: string }[]) => ({
  status: 400,
  name: 'ValidationError',
  message,
  details: { errors },
  fieldErrors: {},
});

describe('import refusals', () => {
  it('names every bad row as the API does, first one word for word', () => {
    const error = refusal('Row 2 (line 3), weightKg: Weight must be a number (and 1 more)', [
      { path: [1, 'weightKg'], message: 'Weight must be a number' },
      { path: [4, 'customer'], message: 'No customer is called or numbered "Okänd AB"' },
    ]);
    expect(importErrorLines(error)).toEqual([
      'Row 2 (line 3), weightKg: Weight must be a number',
      'Row 5 (line 6), customer: No customer is called or numbered "Okänd AB"',
    ]);
  });

  it('reads a refusal of the whole file, or a lost connection, as it came', () => {
    expect(importErrorLines(refusal('The CSV must hold 1 to 500 jobs', []))).toEqual(['The CSV must hold 1 to 500 jobs']);
    expect(importErrorLines(new Error('Cannot reach the server'))).toEqual(['Cannot reach the server']);
  });
});
