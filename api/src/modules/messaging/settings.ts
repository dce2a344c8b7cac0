import { envInt, isHttpUrl } from '../../env-values';

/** E-mail: `local` (the default) keeps messages on this machine; SMTP_HOST sends them through a server. */
export interface EmailSettings {
  provider: 'local' | 'smtp';
  /** The sender: "Åkeri AB <faktura@example.se>". */
  from: string;
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null };
  /** How often the outbox looks for e-mails due; a new e-mail is also sent at once. */
  dispatchIntervalMs: number;
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number (it is "${value}")`);
  return parsed;
};

/** SMTP_HOST chooses SMTP; SMTP_PORT (587), SMTP_SECURE (true for port 465), SMTP_USER, SMTP_PASSWORD, EMAIL_FROM. */
export const parseEmailSettings = (env: NodeJS.ProcessEnv, companyName: string): EmailSettings => {
  const host = env.SMTP_HOST?.trim() || '';
  const port = int(env.SMTP_PORT, 587, 'SMTP_PORT');
  return {
    provider: host ? 'smtp' : 'local',
    from: env.EMAIL_FROM?.trim() || `${companyName} <no-reply@localhost>`,
    smtp: {
      host,
      port,
      secure: env.SMTP_SECURE ? ['1', 'true', 'yes'].includes(env.SMTP_SECURE.trim().toLowerCase()) : port === 465,
      user: env.SMTP_USER?.trim() || null,
      password: env.SMTP_PASSWORD || null,
    },
    dispatchIntervalMs: int(env.EMAIL_DISPATCH_INTERVAL_MS, 5000, 'EMAIL_DISPATCH_INTERVAL_MS'),
  };
};

/** Text messages: `local` (the default) keeps them on this machine; 46elks or Twilio send them. */
export interface SmsSettings {
  provider: 'local' | '46elks' | 'twilio';
  /** The sender shown on the phone: up to 11 letters and digits, or a number. */
  from: string;
  elks: { username: string | null; password: string | null; baseUrl: string };
  twilio: { accountSid: string | null; authToken: string | null; baseUrl: string };
  /** How often the outbox looks for messages due; a new message is also sent at once. */
  dispatchIntervalMs: number;
}

/**
 * SMS_PROVIDER (unset: local), SMS_FROM, ELKS_API_USERNAME/ELKS_API_PASSWORD/ELKS_API_URL,
 * TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN/TWILIO_API_URL. A provider without its keys stops the start:
 * confirmations would otherwise wait in the outbox for ever.
 */
export const parseSmsSettings = (env: NodeJS.ProcessEnv): SmsSettings => {
  const provider = (env.SMS_PROVIDER ?? '').trim().toLowerCase() || 'local';
  if (!['local', '46elks', 'twilio'].includes(provider))
    throw new Error(`SMS_PROVIDER must be local, 46elks or twilio (it is "${env.SMS_PROVIDER}")`);
  const settings: SmsSettings = {
    provider: provider as SmsSettings['provider'],
    from: env.SMS_FROM?.trim() || 'Haulage',
    elks: {
      username: env.ELKS_API_USERNAME?.trim() || null,
      password: env.ELKS_API_PASSWORD?.trim() || null,
      baseUrl: env.ELKS_API_URL?.trim() || 'https://api.46elks.com',
    },
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID?.trim() || null,
      authToken: env.TWILIO_AUTH_TOKEN?.trim() || null,
      baseUrl: env.TWILIO_API_URL?.trim() || 'https://api.twilio.com',
    },
    dispatchIntervalMs: envInt(env.SMS_DISPATCH_INTERVAL_MS, 5000),
  };
  if (provider === '46elks' && (!settings.elks.username || !settings.elks.password))
    throw new Error('SMS_PROVIDER=46elks needs ELKS_API_USERNAME and ELKS_API_PASSWORD');
  if (provider === 'twilio' && (!settings.twilio.accountSid || !settings.twilio.authToken))
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  for (const url of [settings.elks.baseUrl, settings.twilio.baseUrl])
    if (!isHttpUrl(url)) throw new Error(`An SMS provider URL must be an http(s) URL (it is "${url}")`);
  return settings;
};
