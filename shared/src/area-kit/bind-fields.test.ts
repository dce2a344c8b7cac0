import type { FieldErrors } from 'react-hook-form';
import { bindFields } from './bind-fields';

type Values = { name: string; stops: { city: string }[] };

const register = jest.fn((name: string) => ({ name, onChange: jest.fn(), onBlur: jest.fn(), ref: jest.fn() }));
const errors = { name: { type: 'required', message: 'Please enter a name' }, stops: [{ city: { type: 'x', message: 'Which city?' } }] };

describe('bindFields', () => {
  it('hands a field its registration, its own error and its own warning', () => {
    const field = bindFields<Values>({
      register: register as never,
      formState: { errors: errors as unknown as FieldErrors<Values> },
      warnings: { name: 'Looks like a duplicate' },
    });
    const bound = field('name');
    expect(bound.registration.name).toBe('name');
    expect(bound.error).toEqual(expect.objectContaining({ message: 'Please enter a name' }));
    expect(bound.warning).toBe('Looks like a duplicate');
  });

  it('finds a nested error by its path and gives a clean field neither error nor warning', () => {
    const field = bindFields<Values>({ register: register as never, formState: { errors: errors as unknown as FieldErrors<Values> } });
    expect(field('stops.0.city').error).toEqual(expect.objectContaining({ message: 'Which city?' }));
    expect(field('stops.1.city')).toEqual(expect.objectContaining({ error: undefined, warning: undefined }));
  });
});
