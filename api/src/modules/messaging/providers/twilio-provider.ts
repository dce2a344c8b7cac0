import { postForm, type SmsProvider } from './sms-provider';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com by default; tests point it at a local fake. */
  baseUrl: string;
}

/** Twilio: `POST /2010-04-01/Accounts/{sid}/Messages.json` with `To`, `From`, `Body`; answers `{sid, status}`. */
export const createTwilioSmsProvider = (settings: TwilioSettings): SmsProvider => ({
  name: 'twilio',
  send: async (message) => {
    const answer = (await postForm(
      `${settings.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
      { user: settings.accountSid, password: settings.authToken },
      { To: message.to, From: settings.from, Body: message.body },
    )) as { sid?: unknown };
    return { providerMessageId: typeof answer.sid === 'string' ? answer.sid : null };
  },
});
