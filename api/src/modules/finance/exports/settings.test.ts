import { parseExportSettings } from './settings';

describe('export settings', () => {
  it('default to BAS accounts, series F and no Fortnox', () => {
    const exports = parseExportSettings({});
    expect(exports).toMatchObject({
      sieSeries: 'F',
      fortnox: { accessToken: null, baseUrl: 'https://api.fortnox.se', minIntervalMs: 200 },
    });
    expect(exports.accounts.receivable).toBe('1510');
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
