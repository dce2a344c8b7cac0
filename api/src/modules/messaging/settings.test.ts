import { parseEmailSettings } from './settings';

describe('e-mail settings', () => {
  it('default to local e-mail from the company', () => {
    expect(parseEmailSettings({}, 'Åkeri AB')).toMatchObject({ provider: 'local', from: 'Åkeri AB <no-reply@localhost>' });
  });

  it('send through SMTP when SMTP_HOST is set, TLS from the start on port 465', () => {
    expect(parseEmailSettings({ SMTP_HOST: 'smtp.example.se', SMTP_PORT: '465', SMTP_USER: 'u' }, 'X')).toMatchObject({
      provider: 'smtp',
      smtp: { host: 'smtp.example.se', port: 465, secure: true, user: 'u' },
    });
    expect(() => parseEmailSettings({ SMTP_PORT: 'abc' }, 'X')).toThrow('SMTP_PORT must be a positive whole number');
  });
});
