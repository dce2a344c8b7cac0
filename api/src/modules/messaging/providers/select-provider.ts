import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '../settings';
import { createElksSmsProvider } from './elks-provider';
import { createLocalSmsProvider } from './local-provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio-provider';

/** The provider the settings name; their keys were checked when the settings were read. */
export const selectSmsProvider = (settings: SmsSettings, log?: FastifyBaseLogger): SmsProvider => {
  if (settings.provider === '46elks')
    return createElksSmsProvider({
      username: settings.elks.username ?? '',
      password: settings.elks.password ?? '',
      from: settings.from,
      baseUrl: settings.elks.baseUrl,
    });
  if (settings.provider === 'twilio')
    return createTwilioSmsProvider({
      accountSid: settings.twilio.accountSid ?? '',
      authToken: settings.twilio.authToken ?? '',
      from: settings.from,
      baseUrl: settings.twilio.baseUrl,
    });
  return createLocalSmsProvider(log);
};
