import { parseEmailSettings } from './email-config';
import { parseExportSettings } from './export-config';

describe('export and e-mail settings', () => {
  it('default to local e-mail, BAS accounts, series F and no Fortnox', () => {
    expect(parseEmailSettings({}, 'Åkeri AB')).toMatchObject({ provider: 'local', from: 'Åkeri AB <no-reply@localhost>' });
    const exports = parseExportSettings({});
    expect(exports).toMatchObject({
      sieSeries: 'F',
      fortnox: { accessToken: null, baseUrl: 'https://api.fortnox.se', minIntervalMs: 200 },
    });
    expect(exports.accounts.receivable).toBe('1510');
  });

  it('send through SMTP when SMTP_HOST is set, TLS from the start on port 465', () => {
    expect(parseEmailSettings({ SMTP_HOST: 'smtp.example.se', SMTP_PORT: '465', SMTP_USER: 'u' }, 'X')).toMatchObject({
      provider: 'smtp',
      smtp: { host: 'smtp.example.se', port: 465, secure: true, user: 'u' },
    });
    expect(() => parseEmailSettings({ SMTP_PORT: 'abc' }, 'X')).toThrow('SMTP_PORT must be a positive whole number');
  });

  it('refuse a bad series or interval, and take Fortnox settings', () => {
    expect(() => parseExportSettings({ SIE_VOUCHER_SERIES: 'A B' })).toThrow('SIE_VOUCHER_SERIES');
    expect(() => parseExportSettings({ FORTNOX_MIN_INTERVAL_MS: '-1' })).toThrow('FORTNOX_MIN_INTERVAL_MS');
    expect(parseExportSettings({ FORTNOX_ACCESS_TOKEN: 't', FORTNOX_API_URL: 'http://127.0.0.1:9/' }).fortnox).toMatchObject({
      accessToken: 't',
      baseUrl: 'http://127.0.0.1:9',
    });
  });
});
