import { haversineKm, straightLineEstimate } from './estimate';

const stockholm = { latitude: 59.3293, longitude: 18.0686 };
const goteborg = { latitude: 57.7089, longitude: 11.9746 };
const uppsala = { latitude: 59.8586, longitude: 17.6389 };

describe('haversineKm', () => {
  it('measures Stockholm–Göteborg as the crow flies (about 397 km) and a place to itself as 0', () => {
    expect(haversineKm(stockholm, goteborg)).toBeCloseTo(396.9, 0);
    expect(haversineKm(stockholm, stockholm)).toBe(0);
  });
});

describe('straightLineEstimate', () => {
  it('adds the legs in order, times the road factor, and the time at the average speed', () => {
    const legs = haversineKm(goteborg, stockholm) + haversineKm(stockholm, uppsala);
    const estimate = straightLineEstimate([goteborg, stockholm, uppsala], 1.25, 65);
    expect(estimate.km).toBeCloseTo(legs * 1.25, 0);
    expect(estimate.minutes).toBe(Math.round(((legs * 1.25) / 65) * 60));
  });

  it('depends on the order: going back and forth is longer', () => {
    expect(straightLineEstimate([stockholm, goteborg, uppsala]).km).toBeGreaterThan(
      straightLineEstimate([goteborg, stockholm, uppsala]).km,
    );
  });

  it('is zero for fewer than two points', () => {
    expect(straightLineEstimate([stockholm])).toEqual({ km: 0, minutes: 0 });
    expect(straightLineEstimate([])).toEqual({ km: 0, minutes: 0 });
  });
});
