import { parseSalesAccounts, type SalesAccounts } from './model/sales-accounts';

/** Invoice exports: ledger accounts, the SIE voucher series and Fortnox (finance/exports). */
export interface ExportSettings {
  accounts: SalesAccounts;
  /** SIE_VOUCHER_SERIES: the series the accounting program books the sales vouchers in. */
  sieSeries: string;
  /** FORTNOX_ACCESS_TOKEN unset: Fortnox is not configured and its export answers 409. */
  fortnox: { accessToken: string | null; baseUrl: string; minIntervalMs: number };
}

export const parseExportSettings = (env: NodeJS.ProcessEnv): ExportSettings => {
  const series = env.SIE_VOUCHER_SERIES?.trim() || 'F';
  if (!/^[A-Za-z0-9]{1,4}$/.test(series)) throw new Error(`SIE_VOUCHER_SERIES is 1 to 4 letters or digits (it is "${series}")`);
  const interval = Number(env.FORTNOX_MIN_INTERVAL_MS ?? 200);
  if (!Number.isInteger(interval) || interval < 0) throw new Error('FORTNOX_MIN_INTERVAL_MS must be a whole number of milliseconds');
  return {
    accounts: parseSalesAccounts(env),
    sieSeries: series,
    fortnox: {
      accessToken: env.FORTNOX_ACCESS_TOKEN?.trim() || null,
      baseUrl: (env.FORTNOX_API_URL?.trim() || 'https://api.fortnox.se').replace(/\/+$/, ''),
      // Fortnox allows 25 requests per 5 seconds per token: one every 200 ms stays inside it.
      minIntervalMs: interval,
    },
  };
};
