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
