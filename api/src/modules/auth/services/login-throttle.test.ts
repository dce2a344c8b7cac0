import { buildTestApp, type TestApp } from '../../../../test/helper';
import { hashPassword } from '../../users/services/password';
import { createUsersRepository } from '../../users/repository/users-repository';

// Each test hashes several passwords (scrypt); a busy machine must not turn that into a failure.
jest.setTimeout(20_000);

const PASSWORD = 'Colleague-Password-1';
const OFFICE = '10.1.2.3';

const login = (t: TestApp, email: string, password: string, from = OFFICE, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/login',
    payload: { email, password },
    remoteAddress: from,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

/** Colleagues sharing one password hash: hashing once keeps the office case fast. */
const addColleagues = async (t: TestApp, count: number): Promise<string[]> => {
  const repo = createUsersRepository(t.app.db);
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const emails = Array.from({ length: count }, (_, i) => `colleague${i}@example.test`);
  for (const [i, email] of emails.entries()) {
    await repo.insert({
      document_id: `colleague${String(i).padStart(15, '0')}`,
      email,
      name: email,
      type: 'dispatcher',
      password_hash: passwordHash,
      blocked: false,
      created_at: now,
      updated_at: now,
      published_at: now,
    });
  }
  return emails;
};

// Only Date is faked, so the clock can jump past a wait while the database and I/O run as usual.
const fakeClock = () =>
  jest.useFakeTimers({
    now: new Date('2026-03-02T08:00:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
const advance = (seconds: number) => jest.setSystemTime(Date.now() + seconds * 1000);

describe('sign-in throttling', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    jest.useRealTimers();
    await t?.close();
  });

  it('lets a whole office behind one address sign in, typos included (default settings)', async () => {
    t = await buildTestApp();
    const emails = await addColleagues(t, 20);
    const answers = [];
    for (const email of emails) {
      answers.push((await login(t, email, 'a-typo-in-it')).statusCode);
      answers.push((await login(t, email.toUpperCase(), PASSWORD)).statusCode);
    }
    expect(answers).toEqual(emails.flatMap(() => [400, 200]));
  }, 30_000);

  it('backs one account off with a growing Retry-After, without blocking a colleague at the same address', async () => {
    fakeClock();
    t = await buildTestApp({
      loginThrottle: {
        accountFreeFailures: 3,
        accountTotalFreeFailures: 50,
        addressFreeFailures: 50,
        baseDelayMs: 1000,
        maxDelayMs: 60_000,
        forgetAfterMs: 3_600_000,
      },
    });
    const [target, colleague] = await addColleagues(t, 2);
    for (let i = 0; i < 4; i += 1) expect((await login(t, target!, `guess-number-${i}`)).statusCode).toBe(400);

    const refused = await login(t, ` ${target!.toUpperCase()}`, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many failed sign-ins. Try again in 1 second.',
        details: { retryAfter: 1 },
      },
    });
    expect((await login(t, colleague!, PASSWORD)).statusCode).toBe(200);

    advance(1);
    expect((await login(t, target!, 'guess-number-5')).statusCode).toBe(400);
    const longer = await login(t, target!, PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    advance(2);
    expect((await login(t, target!, PASSWORD)).statusCode).toBe(200);
    // The success reset the account's count: typos are free again.
    for (let i = 0; i < 3; i += 1) expect((await login(t, target!, `typo-number-${i}`)).statusCode).toBe(400);
    expect((await login(t, target!, PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner in from another address at once while a stranger’s address keeps waiting (default settings)', async () => {
    fakeClock();
    t = await buildTestApp();
    const [owner] = await addColleagues(t, 1);
    const stranger = '203.0.113.66';
    let failures = 0;
    while (failures < 25) {
      const res = await login(t, owner!, `guess-number-${failures}`, stranger);
      if (res.statusCode === 429) advance(Number(res.headers['retry-after']));
      else {
        expect(res.statusCode).toBe(400);
        failures += 1;
      }
    }

    const owners = await login(t, owner!, PASSWORD, OFFICE);
    expect(owners.statusCode).toBe(200);

    const strangers = await login(t, owner!, PASSWORD, stranger);
    expect(strangers.statusCode).toBe(429);
    expect(Number(strangers.headers['retry-after'])).toBeGreaterThan(60);
    expect(strangers.json().error.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes\.$/);
    // The owner's success does not give the stranger's address a fresh allowance.
    expect((await login(t, owner!, 'one-more-guess', stranger)).statusCode).toBe(429);
  }, 60_000);

  it('slows guessing spread over many addresses with the account’s total (default settings)', async () => {
    t = await buildTestApp();
    const [owner] = await addColleagues(t, 1);
    const addressOf = (i: number) => `198.51.100.${i + 1}`;
    // Fewer failures per address than the free ones, 50 in all: each is answered as a wrong password.
    for (let i = 0; i < 50; i += 1) expect((await login(t, owner!, `guess-number-${i}`, addressOf(i % 25))).statusCode).toBe(400);
    expect((await login(t, owner!, 'guess-number-51', addressOf(30))).statusCode).toBe(400);

    const next = await login(t, owner!, PASSWORD, addressOf(31));
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBe('1');
  }, 60_000);

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    t = await buildTestApp({
      trustProxy: ['10.0.0.1'],
      loginThrottle: {
        accountFreeFailures: 100,
        accountTotalFreeFailures: 100,
        addressFreeFailures: 2,
        baseDelayMs: 60_000,
        maxDelayMs: 60_000,
        forgetAfterMs: 3_600_000,
      },
    });
    const [colleague] = await addColleagues(t, 1);
    const proxy = '10.0.0.1';
    for (let i = 0; i < 3; i += 1)
      expect((await login(t, `nobody${i}@example.test`, 'wrong-password', proxy, '203.0.113.7')).statusCode).toBe(400);
    expect((await login(t, colleague!, PASSWORD, proxy, '203.0.113.7')).statusCode).toBe(429);
    // A client cannot pick another address: the proxy appends the real one, and that one counts.
    expect((await login(t, colleague!, PASSWORD, proxy, '198.51.100.1, 203.0.113.7')).statusCode).toBe(429);
    expect((await login(t, colleague!, PASSWORD, proxy, '203.0.113.8')).statusCode).toBe(200);

    // Not from the proxy: the header is ignored and the sender's own address is counted.
    const untrusted = '10.0.0.9';
    for (let i = 0; i < 3; i += 1) {
      expect((await login(t, `nobody${i}@example.test`, 'wrong-password', untrusted, `198.51.100.${i + 10}`)).statusCode).toBe(400);
    }
    expect((await login(t, colleague!, PASSWORD, untrusted, '198.51.100.99')).statusCode).toBe(429);
  });
});
