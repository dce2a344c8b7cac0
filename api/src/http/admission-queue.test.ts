import { AdmissionRefused, createAdmissionQueue } from './admission-queue';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the admission queue', () => {
  it('admits up to its concurrency at once and the rest in arrival order', async () => {
    const queue = createAdmissionQueue({ concurrency: 2, maxWaitMs: 10_000, maxQueue: 10 });
    const order: number[] = [];
    const turns = [1, 2, 3, 4, 5].map((n) => queue.enter().then((release) => (order.push(n), release)));
    await settle();
    expect(order).toEqual([1, 2]);
    expect(queue.waiting).toBe(3);
    (await turns[1]!)();
    await settle();
    expect(order).toEqual([1, 2, 3]);
    (await turns[0]!)();
    (await turns[2]!)();
    await settle();
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(queue.running).toBe(2);
  });

  it('refuses a request whose wait passes the bound, and one that finds the queue full', async () => {
    jest.useFakeTimers();
    try {
      const queue = createAdmissionQueue({ concurrency: 1, maxWaitMs: 5000, maxQueue: 1 });
      const first = await queue.enter();
      const waiting = queue.enter();
      await expect(queue.enter()).rejects.toThrow(new AdmissionRefused('the queue is full'));
      jest.advanceTimersByTime(5000);
      await expect(waiting).rejects.toThrow(new AdmissionRefused('no turn within 5000 ms'));
      expect(queue.waiting).toBe(0);
      first();
      expect(queue.running).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the turn of a client that left to the next one, and counts a release once', async () => {
    const queue = createAdmissionQueue({ concurrency: 1, maxWaitMs: 10_000, maxQueue: 10 });
    const first = await queue.enter();
    const gone = queue.enter(() => true);
    const next = queue.enter();
    first();
    first();
    await expect(gone).rejects.toBeInstanceOf(AdmissionRefused);
    const release = await next;
    expect(queue.running).toBe(1);
    release();
    expect(queue.running).toBe(0);
  });
});
