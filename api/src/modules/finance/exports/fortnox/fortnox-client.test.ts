import { createFortnoxClient } from './fortnox-client';
import { startFakeFortnox } from './fake-fortnox';

describe('the Fortnox client against a local fake of its API', () => {
  let fake: Awaited<ReturnType<typeof startFakeFortnox>>;
  beforeEach(async () => {
    fake = await startFakeFortnox('token-1');
  });
  afterEach(async () => fake.close());

  it('signs every request with the bearer token, creates a customer and an invoice', async () => {
    const client = createFortnoxClient({ accessToken: 'token-1', baseUrl: fake.url, minIntervalMs: 0 });
    expect(await client.getCustomer('1001')).toBeNull();
    expect(await client.createCustomer({ CustomerNumber: '1001', Name: 'Åkeri AB' })).toEqual({ CustomerNumber: '1001' });
    expect(await client.getCustomer('1001')).toMatchObject({ Name: 'Åkeri AB' });
    expect(await client.createInvoice({ CustomerNumber: '1001', InvoiceRows: [] })).toEqual({ DocumentNumber: '1' });
  });

  it('names Fortnox’s error, and a wrong token', async () => {
    const client = createFortnoxClient({ accessToken: 'wrong', baseUrl: fake.url, minIntervalMs: 0 });
    await expect(client.createCustomer({ Name: 'x' })).rejects.toThrow('Fortnox answered 401: Invalid token (code 2000311)');
  });

  it('retries a 429 after waiting, and gives up after a bounded number of tries', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const client = createFortnoxClient({ accessToken: 'token-1', baseUrl: fake.url, minIntervalMs: 0, sleep });
    fake.state.rateLimitNext = 2;
    expect(await client.createCustomer({ CustomerNumber: '7', Name: 'x' })).toEqual({ CustomerNumber: '7' });
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    fake.state.rateLimitNext = 10;
    await expect(client.getCustomer('7')).rejects.toThrow('Fortnox answered 429');
    expect(fake.requests).toHaveLength(7);
  });

  it('spaces its requests to stay inside the rate limit', async () => {
    // The pauses are recorded, not slept: a long interval shows each later request waiting for the
    // rest of it, whatever the machine's speed.
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const client = createFortnoxClient({ accessToken: 'token-1', baseUrl: fake.url, minIntervalMs: 10_000, sleep });
    await Promise.all([client.getCustomer('1'), client.getCustomer('2'), client.getCustomer('3')]);
    expect(fake.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
    for (const ms of waits) {
      expect(ms).toBeGreaterThan(9_000);
      expect(ms).toBeLessThanOrEqual(10_000);
    }
  });
});
