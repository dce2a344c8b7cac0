import { loginResolver, validateLogin } from './login-schema';

describe('login rules', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'Please enter Email', password: 'Please enter Password' });
  });

  it('refuses an address that is not an e-mail address', () => {
    expect(validateLogin({ email: 'dispatch', password: 'x' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('passes good credentials on with the e-mail trimmed', async () => {
    const result = await loginResolver({ email: ' anna@haulage.se ', password: 'secret' }, undefined, {} as never);
    expect(result).toEqual({ values: { email: 'anna@haulage.se', password: 'secret' }, errors: {} });
  });
});
