import { emptyJobForm, emptyStop, type JobFormValues } from './job-form';
import { jobFormResolver } from './job-form-resolver';

const resolve = (values: JobFormValues) => jobFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('jobFormResolver', () => {
  it('nests the rules’ messages where the fields are and prefers them to the schema’s', async () => {
    const { errors } = await resolve({
      ...emptyJobForm(),
      stops: [{ ...emptyStop('pickup'), plannedFrom: '2026-03-10T10:00', plannedTo: '2026-03-10T09:00' }],
    });
    expect(errors.customer?.message).toBe('Please choose a customer');
    expect(errors.stops?.root?.message).toBe('A job needs at least one pickup and one delivery');
    expect(errors.stops?.[0]?.destination?.message).toBe('Please choose a destination');
    expect(errors.stops?.[0]?.plannedTo?.message).toBe('Planned to cannot be before planned from');
  });

  it('answers the payload the API is sent when all is well', async () => {
    const values: JobFormValues = {
      ...emptyJobForm(),
      customer: 'cust1',
      kmPlanned: '120',
      stops: [
        { ...emptyStop('pickup'), destination: 'a' },
        { ...emptyStop('delivery'), destination: 'b' },
      ],
    };
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ customer: 'cust1', kmPlanned: 120, status: 'open', kind: 'job' });
  });

  it('refuses a delivery to the place of its pickup on the delivery’s destination, as the API does', async () => {
    const { errors } = await resolve({
      ...emptyJobForm(),
      customer: 'cust1',
      stops: [
        { ...emptyStop('pickup'), destination: 'a' },
        { ...emptyStop('delivery'), destination: 'a' },
      ],
    });
    expect(errors.stops?.[1]?.destination?.message).toBe('Stop 2 delivers to the place of the pickup (stop 1); choose another destination');
  });
});
