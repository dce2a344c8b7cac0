import type { FastifyBaseLogger } from 'fastify';
import type { EmailSettings } from '../settings';
import type { EmailProvider } from './email-provider';
import { createLocalEmailProvider } from './local-email-provider';
import { createSmtpEmailProvider } from './smtp-email-provider';

/** SMTP when SMTP_HOST is set, else the local provider. */
export const selectEmailProvider = (settings: EmailSettings, log?: FastifyBaseLogger): EmailProvider =>
  settings.provider === 'smtp' ? createSmtpEmailProvider(settings.smtp) : createLocalEmailProvider(log);
