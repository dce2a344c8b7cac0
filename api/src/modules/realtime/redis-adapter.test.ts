import { withSafePublish } from './redis-adapter';

/**
 * socket.io's Redis adapter publishes without awaiting; a publish cut off by a Redis restart must not
 * become an unhandled rejection (jest fails the test on one, as Node ends the API process on one).
 */
describe('publishing while Redis is away', () => {
  it('reports a failed publish instead of rejecting, and answers as if nobody heard it', async () => {
    const failure = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const reported: unknown[] = [];
    const client = withSafePublish({ publish: async (_channel: string, _message: string) => Promise.reject(failure) }, (error) =>
      reported.push(error),
    );
    // As the adapter does: the promise is dropped.
    void client.publish('socket.io#/topics#', 'message');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reported).toEqual([failure]);
    await expect(client.publish('socket.io#/topics#', 'message')).resolves.toBe(0);
  });

  it('passes a successful publish through', async () => {
    const reported: unknown[] = [];
    const client = withSafePublish({ publish: async (_channel: string, _message: string) => 2 }, (error) => reported.push(error));
    await expect(client.publish('socket.io#/topics#', 'message')).resolves.toBe(2);
    expect(reported).toEqual([]);
  });
});
