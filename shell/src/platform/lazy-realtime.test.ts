import type { RealtimeService } from '@haulage/shared/platform';
import { createLazyRealtime } from './lazy-realtime';

const fakeClient = () => {
  const leave = jest.fn();
  const service: RealtimeService = { subscribe: jest.fn(() => leave), isConnected: () => true };
  return { service, leave };
};

describe('createLazyRealtime', () => {
  it('loads the client only on the first subscription and then delegates', async () => {
    const { service, leave } = fakeClient();
    const load = jest.fn(async () => service);
    const realtime = createLazyRealtime(load);
    expect(load).not.toHaveBeenCalled();
    expect(realtime.isConnected()).toBe(false);

    const handler = jest.fn();
    const unsubscribe = realtime.subscribe('trucks', handler);
    realtime.subscribe('drivers', handler);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(service.subscribe).toHaveBeenCalledWith('trucks', handler);
    expect(realtime.isConnected()).toBe(true);
    unsubscribe();
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('does not join a topic left before the client loaded', async () => {
    const { service } = fakeClient();
    const realtime = createLazyRealtime(async () => service);
    realtime.subscribe('trucks', jest.fn())();
    await Promise.resolve();
    await Promise.resolve();
    expect(service.subscribe).not.toHaveBeenCalled();
  });
});
