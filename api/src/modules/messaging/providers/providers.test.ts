import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseSmsSettings } from '../settings';
import { createElksSmsProvider } from './elks-provider';
import { selectSmsProvider } from './select-provider';
import { createTwilioSmsProvider } from './twilio-provider';

interface Seen {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
};

/** A local stand-in for the providers' HTTP APIs: records each request, answers like the real one. */
describe('SMS providers against a local fake of their HTTP APIs', () => {
  let server: Server;
  let base: string;
  let seen: Seen[] = [];
  let failNext = false;
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
        form,
      });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 401;
        res.end(JSON.stringify({ message: 'Wrong credentials' }));
      } else if (req.url?.startsWith('/a1/sms')) res.end(JSON.stringify({ id: 's17a6dafb12d6b1cabc053d57dac2b9d8', status: 'created' }));
      else {
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: 'SM1f0e8ae6ade43cb3c0ce4525424e404f', status: 'queued' }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    seen = [];
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('46elks: a form POST to /a1/sms with from, to and message, basic auth; keeps its id', async () => {
    const elks = createElksSmsProvider({ username: 'u123', password: 'p456', from: 'Haulage', baseUrl: base });
    await expect(elks.send({ to: '+46701234567', body: 'Bekräfta körning 1042', stored: 'Bekräfta körning 1042' })).resolves.toEqual({
      providerMessageId: 's17a6dafb12d6b1cabc053d57dac2b9d8',
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/a1/sms',
        authorization: basic('u123', 'p456'),
        contentType: 'application/x-www-form-urlencoded',
        form: { from: 'Haulage', to: '+46701234567', message: 'Bekräfta körning 1042' },
      },
    ]);
  });

  it('Twilio: a form POST to the account’s Messages.json with To, From and Body; keeps its sid', async () => {
    const twilio = createTwilioSmsProvider({ accountSid: 'AC42', authToken: 'tok', from: '+46766860000', baseUrl: `${base}/` });
    await expect(twilio.send({ to: '+46701234567', body: 'Hej', stored: 'Hej' })).resolves.toEqual({
      providerMessageId: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
    });
    expect(seen[0]).toMatchObject({
      path: '/2010-04-01/Accounts/AC42/Messages.json',
      authorization: basic('AC42', 'tok'),
      form: { To: '+46701234567', From: '+46766860000', Body: 'Hej' },
    });
  });

  it('a refusal is an error naming the status, without the credentials', async () => {
    failNext = true;
    const elks = createElksSmsProvider({ username: 'u123', password: 'secret-pass', from: 'Haulage', baseUrl: base });
    const error = await elks.send({ to: '+46701234567', body: 'x', stored: 'x' }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^The SMS provider answered 401/);
    expect((error as Error).message).not.toContain('secret-pass');
  });

  it('an unreachable provider is an error, not a hang', async () => {
    const elks = createElksSmsProvider({ username: 'u', password: 'p', from: 'Haulage', baseUrl: 'http://127.0.0.1:1' });
    await expect(elks.send({ to: '+46701234567', body: 'x', stored: 'x' })).rejects.toThrow();
  });

  it('the settings choose the provider', () => {
    expect(selectSmsProvider(parseSmsSettings({})).name).toBe('local');
    expect(selectSmsProvider(parseSmsSettings({ SMS_PROVIDER: '46elks', ELKS_API_USERNAME: 'u', ELKS_API_PASSWORD: 'p' })).name).toBe(
      '46elks',
    );
    expect(selectSmsProvider(parseSmsSettings({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).name).toBe(
      'twilio',
    );
  });
});
