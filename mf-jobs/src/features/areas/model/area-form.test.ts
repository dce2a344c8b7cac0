import { areaInputSchema } from '@haulage/shared/contracts';
import { areaToForm, emptyAreaForm, toAreaPayload } from './area-form';

describe('area form', () => {
  it('trims the name and sends cleared fields as null, so an edit can remove them', () => {
    expect(toAreaPayload({ name: ' Göteborg ', code: '', description: '  ' })).toEqual({ name: 'Göteborg', code: null, description: null });
  });

  it('round-trips a stored area', () => {
    const form = areaToForm({ name: 'Malmö', code: 'MMX', description: null });
    expect(form).toEqual({ name: 'Malmö', code: 'MMX', description: '' });
    expect(toAreaPayload(form)).toEqual({ name: 'Malmö', code: 'MMX', description: null });
  });

  it('an empty form fails the contract on the name with its message', () => {
    const result = areaInputSchema.safeParse(toAreaPayload(emptyAreaForm()));
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Please enter the area name' });
  });
});
