import { z } from 'zod';
import { payloadResolver } from './payload-resolver';

const schema = z.object({ name: z.string().min(1, 'Please enter the name'), odometer: z.int().min(0, 'Odometer must be at least 0') });
type Form = { name: string; odometer: string };
const toPayload = (form: Form) => ({ name: form.name.trim(), odometer: Number(form.odometer) });
const noLoops = (payload: z.input<typeof schema>) => (payload.name === 'loop' ? [{ path: 'name', message: 'Name cannot be loop' }] : []);

const resolve = (values: Form) =>
  payloadResolver(schema, toPayload, [noLoops])(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('payloadResolver', () => {
  it('hands the submit handler the payload, not the form strings', async () => {
    expect(await resolve({ name: ' Volvo FH ', odometer: '1200' })).toEqual({ values: { name: 'Volvo FH', odometer: 1200 }, errors: {} });
  });

  it('shows the schema messages on the fields', async () => {
    const result = await resolve({ name: '', odometer: '-5' });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { message: 'Please enter the name' },
      odometer: { message: 'Odometer must be at least 0' },
    });
  });

  it('adds the cross-field rules', async () => {
    const result = await resolve({ name: 'loop', odometer: '1' });
    expect(result.errors).toMatchObject({ name: { message: 'Name cannot be loop' } });
  });
});
