import { postForm, type SmsProvider } from './sms-provider';

export interface ElksSettings {
  username: string;
  password: string;
  /** Up to 11 letters and digits, or an E.164 number. */
  from: string;
  /** https://api.46elks.com by default; tests point it at a local fake. */
  baseUrl: string;
}

/** 46elks: `POST /a1/sms` with `from`, `to`, `message`, basic auth; answers `{id, status}`. */
export const createElksSmsProvider = (settings: ElksSettings): SmsProvider => ({
  name: '46elks',
  send: async (message) => {
    const answer = (await postForm(
      `${settings.baseUrl.replace(/\/$/, '')}/a1/sms`,
      { user: settings.username, password: settings.password },
      { from: settings.from, to: message.to, message: message.body },
    )) as { id?: unknown };
    return { providerMessageId: typeof answer.id === 'string' ? answer.id : null };
  },
});
