import { hoursActualOf, kmActualOf, waitingMinutesOf } from './actuals';

describe('a job’s actuals from the road', () => {
  it('takes the hours from the first arrival to the last departure', () => {
    const stops = [
      { arrivedAt: '2026-05-04T08:00:00Z', departedAt: '2026-05-04T08:30:00Z' },
      { arrivedAt: '2026-05-04T10:00:00Z', departedAt: '2026-05-04T10:45:00Z' },
    ];
    expect(hoursActualOf(stops)).toBe(2.75);
    expect(hoursActualOf([{ arrivedAt: null, departedAt: null }])).toBeNull();
    expect(hoursActualOf([{ arrivedAt: '2026-05-04T08:00:00Z', departedAt: null }], '2026-05-04T09:30:00Z')).toBe(1.5);
  });

  it('shares the day’s odometer distance over its jobs by planned km', () => {
    const readings = [
      { kind: 'start' as const, km: 100_000, truckId: 7 },
      { kind: 'end' as const, km: 100_300, truckId: 7 },
    ];
    expect(kmActualOf(readings, 7, { kmPlanned: 100 }, [{ kmPlanned: 100 }, { kmPlanned: 200 }])).toEqual({ km: 100, estimated: false });
    expect(kmActualOf(readings, 7, { kmPlanned: null }, [{ kmPlanned: null }, { kmPlanned: null }])).toEqual({ km: 150, estimated: false });
  });

  it('falls back to the route estimate, marked as one, without both readings', () => {
    expect(kmActualOf([{ kind: 'start', km: 5, truckId: 7 }], 7, { kmPlanned: 42 }, [{ kmPlanned: 42 }])).toEqual({
      km: 42,
      estimated: true,
    });
    expect(kmActualOf([], 7, { kmPlanned: null, routeKm: 61.5 }, [])).toEqual({ km: 61.5, estimated: true });
    expect(kmActualOf([], 7, { kmPlanned: null }, [])).toBeNull();
  });

  it('counts waiting from the arrival, or from the window when the driver came early', () => {
    expect(waitingMinutesOf({ arrivedAt: '2026-05-04T08:00:00Z', plannedFrom: null }, '2026-05-04T11:30:00Z')).toBe(210);
    expect(waitingMinutesOf({ arrivedAt: '2026-05-04T07:00:00Z', plannedFrom: '2026-05-04T08:00:00Z' }, '2026-05-04T09:00:00Z')).toBe(60);
    expect(waitingMinutesOf({ arrivedAt: null, plannedFrom: null }, '2026-05-04T09:00:00Z')).toBeNull();
  });
});
