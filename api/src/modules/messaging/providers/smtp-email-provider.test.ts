import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpEmailProvider } from './smtp-email-provider';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A local SMTP server on 127.0.0.1 that records every message, or refuses the ones it is told to. */
const fakeSmtp = async (options: { refuse?: boolean } = {}) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'mailer' && auth.password === 'secret'
        ? callback(null, { user: auth.username })
        : callback(new Error('Bad credentials')),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const message = {
  from: 'Åkeri AB <faktura@akeri.test>',
  to: 'ekonomi@kund.test',
  cc: 'chef@kund.test',
  subject: 'Faktura F2026-00001',
  text: 'Hej! Här kommer fakturan.',
  attachments: [{ filename: 'F2026-00001.pdf', content: Buffer.from('%PDF-1.7 test'), contentType: 'application/pdf' }],
};

describe('the SMTP e-mail provider', () => {
  it('hands the e-mail with its PDF to the SMTP server, signed in, to the recipient and the copy', async () => {
    const server = await fakeSmtp();
    try {
      const provider = createSmtpEmailProvider({ host: '127.0.0.1', port: server.port, secure: false, user: 'mailer', password: 'secret' });
      const sent = await provider.send(message);
      expect(sent.providerMessageId).toMatch(/@/);
      expect(server.received).toHaveLength(1);
      const [mail] = server.received;
      expect(mail).toMatchObject({ from: 'faktura@akeri.test', to: ['ekonomi@kund.test', 'chef@kund.test'], user: 'mailer' });
      expect(mail!.raw).toMatch(/^Subject: Faktura F2026-00001/m);
      expect(mail!.raw).toMatch(/filename=F2026-00001\.pdf/);
      expect(mail!.raw).toContain(Buffer.from('%PDF-1.7 test').toString('base64'));
    } finally {
      await server.close();
    }
  });

  it('rejects with the server answer when the server refuses, so the outbox retries', async () => {
    const server = await fakeSmtp({ refuse: true });
    try {
      const provider = createSmtpEmailProvider({ host: '127.0.0.1', port: server.port, secure: false, user: null, password: null });
      await expect(provider.send(message)).rejects.toThrow(/The SMTP server did not take the e-mail: .*550/);
    } finally {
      await server.close();
    }
  });

  it('rejects when the credentials are wrong, without naming the password', async () => {
    const server = await fakeSmtp();
    try {
      const provider = createSmtpEmailProvider({
        host: '127.0.0.1',
        port: server.port,
        secure: false,
        user: 'mailer',
        password: 'wrong-pass',
      });
      const failure = provider.send(message);
      await expect(failure).rejects.toThrow(/did not take the e-mail/);
      await expect(failure).rejects.not.toThrow(/wrong-pass/);
      expect(server.received).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
