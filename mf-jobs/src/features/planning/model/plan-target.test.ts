import type { BoardJob } from '@haulage/shared/contracts';
import { canUnplan, decidePlan, isMovable, targetId, type PlanTarget } from './plan-target';

const job = (status: string): BoardJob => ({
  id: 1,
  documentId: 'job-1042',
  jobNumber: 1042,
  status,
  plannedDate: '2026-03-10',
  customer: 'Volvo Cars',
  driver: null,
  kmPlanned: 120,
  hours: null,
  vehicleClass: 'truck',
  adr: false,
  confirmationStatus: 'not_sent',
});
const onTruck: PlanTarget = { kind: 'truck', truck: 'truck-1', truckName: 'Volvo FH 500', date: '2026-03-10' };
const unplanned: PlanTarget = { kind: 'unplanned' };

describe('planning rules', () => {
  it('moves open, planned and dispatched jobs only', () => {
    expect(['open', 'planned', 'dispatched'].every((status) => isMovable(job(status)))).toBe(true);
    expect(isMovable(job('in_progress'))).toBe(false);
    expect(isMovable(job('completed'))).toBe(false);
  });

  it('unplans planned jobs only', () => {
    expect(canUnplan(job('planned'))).toBe(true);
    expect(canUnplan(job('dispatched'))).toBe(false);
  });

  it('assigns an open job dropped on a truck, and re-plans a planned one moved elsewhere', () => {
    expect(decidePlan(job('open'), null, onTruck)).toEqual({ action: 'assign' });
    expect(decidePlan(job('planned'), { truck: 'truck-2', date: '2026-03-10' }, onTruck)).toEqual({ action: 'assign' });
    expect(decidePlan(job('planned'), { truck: 'truck-1', date: '2026-03-11' }, onTruck)).toEqual({ action: 'assign' });
  });

  it('does nothing for a card dropped where it already is', () => {
    expect(decidePlan(job('planned'), { truck: 'truck-1', date: '2026-03-10' }, onTruck)).toEqual({ action: 'none' });
    expect(decidePlan(job('open'), null, unplanned)).toEqual({ action: 'none' });
  });

  it('unplans a planned job and explains why a dispatched or finished one stays', () => {
    expect(decidePlan(job('planned'), { truck: 'truck-1', date: '2026-03-10' }, unplanned)).toEqual({ action: 'unplan' });
    expect(decidePlan(job('dispatched'), null, unplanned)).toEqual({
      action: 'refuse',
      message: 'Job 1042 is dispatched; recall it before unplanning',
    });
    expect(decidePlan(job('in_progress'), null, onTruck)).toEqual({
      action: 'refuse',
      message: 'Job 1042 is in progress and can no longer be moved',
    });
  });

  it('names each target uniquely', () => {
    expect(targetId(onTruck)).toBe('truck:truck-1:2026-03-10');
    expect(targetId(unplanned)).toBe('unplanned');
  });
});
