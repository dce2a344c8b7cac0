import type { Transporter } from 'nodemailer';
import type { EmailProvider } from './email-provider';
import { PROVIDER_TIMEOUT_MS } from './sms-provider';

export interface SmtpOptions {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  password: string | null;
}

/** E-mail through an SMTP server (nodemailer); the server's message id is kept. */
export const createSmtpEmailProvider = (options: SmtpOptions): EmailProvider => {
  // nodemailer (about 12 MB resident) loads with the first e-mail, not with every API process.
  let transport: Promise<Transporter> | null = null;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        host: options.host,
        port: options.port,
        secure: options.secure,
        auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
        connectionTimeout: PROVIDER_TIMEOUT_MS,
        greetingTimeout: PROVIDER_TIMEOUT_MS,
        socketTimeout: PROVIDER_TIMEOUT_MS,
      }),
    ));
  return {
    name: 'smtp',
    send: async (message) => {
      try {
        const transporter = await transportOf();
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          cc: message.cc ?? undefined,
          subject: message.subject,
          text: message.text,
          attachments: message.attachments,
        });
        return { providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        // nodemailer's errors name the server's answer, never the password.
        throw new Error(`The SMTP server did not take the e-mail: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
};
