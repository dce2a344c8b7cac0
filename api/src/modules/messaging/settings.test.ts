import { parseEmailSettings, parseSmsSettings } from './settings';

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

describe('SMS settings', () => {
  it('default to the local provider', () => {
    expect(parseSmsSettings({})).toMatchObject({ provider: 'local', from: 'Haulage', dispatchIntervalMs: 5000 });
  });

  it('refuse a provider without its keys, an unknown one, or a provider URL that is not http(s)', () => {
    expect(() => parseSmsSettings({ SMS_PROVIDER: '46elks' })).toThrow('SMS_PROVIDER=46elks needs ELKS_API_USERNAME and ELKS_API_PASSWORD');
    expect(() => parseSmsSettings({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be/);
    expect(() => parseSmsSettings({ SMS_PROVIDER: 'local', ELKS_API_URL: 'elks.local' })).toThrow(
      'An SMS provider URL must be an http(s) URL',
    );
  });
});
