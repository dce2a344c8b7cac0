import { jobProgress, type ProgressStop } from './job-progress';

const at = (hour: number, minute = 0) => `2026-11-27T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
const stop = (type: string, arrivedAt: string | null = null, departedAt: string | null = null): ProgressStop => ({
  type,
  arrivedAt,
  departedAt,
});

describe('a job’s progress on the road', () => {
  it('is nothing before the first arrival, whatever the status says', () => {
    expect(jobProgress('dispatched', [stop('pickup'), stop('delivery')])).toBeNull();
    expect(jobProgress('completed', [stop('pickup'), stop('delivery')])).toBeNull();
    expect(jobProgress('in_progress', [])).toBeNull();
  });

  it('follows a two-stop job through each step', () => {
    expect(jobProgress('in_progress', [stop('pickup', at(7)), stop('delivery')])).toBe('at_pickup');
    expect(jobProgress('in_progress', [stop('pickup', at(7), at(7, 30)), stop('delivery')])).toBe('loaded');
    expect(jobProgress('in_progress', [stop('pickup', at(7), at(7, 30)), stop('delivery', at(10))])).toBe('at_delivery');
    expect(jobProgress('in_progress', [stop('pickup', at(7), at(7, 30)), stop('delivery', at(10), at(10, 30))])).toBe('delivered');
  });

  it('is delivered once the proof completed the job, before the driver leaves', () => {
    expect(jobProgress('completed', [stop('pickup', at(7), at(7, 30)), stop('delivery', at(10))])).toBe('delivered');
    expect(jobProgress('ready_to_invoice', [stop('pickup', at(7), at(7, 30)), stop('delivery', at(10))])).toBe('delivered');
  });

  it('is loaded again between two deliveries, and at the delivery where the driver is', () => {
    const first = stop('delivery', at(9), at(9, 20));
    expect(jobProgress('in_progress', [stop('pickup', at(7), at(7, 30)), first, stop('delivery')])).toBe('loaded');
    expect(jobProgress('in_progress', [stop('pickup', at(7), at(7, 30)), first, stop('delivery', at(11))])).toBe('at_delivery');
  });

  it('goes by the latest stamp, not the sequence, and the later stop on a tie', () => {
    // A trip: the second pickup (earlier in the sequence list) was worked after the delivery was reached.
    expect(jobProgress('in_progress', [stop('pickup', at(11)), stop('delivery', at(10), null)])).toBe('at_pickup');
    expect(jobProgress('in_progress', [stop('pickup', at(7), at(8)), stop('delivery', at(8))])).toBe('at_delivery');
  });

  it('leaves out stops that are neither pickups nor deliveries', () => {
    expect(jobProgress('in_progress', [stop('pickup', at(7), at(7, 30)), stop('other', at(8)), stop('delivery')])).toBe('loaded');
    expect(jobProgress('in_progress', [stop('other', at(6)), stop('pickup'), stop('delivery')])).toBeNull();
  });
});
