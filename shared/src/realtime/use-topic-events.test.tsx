import { render } from '@testing-library/react';
import type { RealtimeService, TopicHandler } from '../platform/platform-context';
import { useTopicEvents } from './use-topic-events';

const fakeRealtime = () => {
  const handlers = new Map<string, TopicHandler>();
  const service: RealtimeService = {
    subscribe: (topic, handler) => {
      handlers.set(topic, handler);
      return () => handlers.delete(topic);
    },
    isConnected: () => true,
  };
  return { service, handlers };
};

const Listener = ({ realtime, onEvent }: { realtime: RealtimeService; onEvent: (topic: string, event: string) => void }) => {
  useTopicEvents(realtime, ['trucks', 'drivers'], onEvent);
  return null;
};

describe('useTopicEvents', () => {
  it('hands every topic message to the latest handler, and leaves the topics on unmount', () => {
    const { service, handlers } = fakeRealtime();
    const first = jest.fn();
    const second = jest.fn();
    const view = render(<Listener realtime={service} onEvent={first} />);
    expect([...handlers.keys()]).toEqual(['trucks', 'drivers']);

    view.rerender(<Listener realtime={service} onEvent={second} />);
    handlers.get('drivers')!('updated', { documentId: 'd1' });
    expect(second).toHaveBeenCalledWith('drivers', 'updated', { documentId: 'd1' });
    expect(first).not.toHaveBeenCalled();

    view.unmount();
    expect(handlers.size).toBe(0);
  });
});
