import { formatCoordinates } from './coordinates';

describe('formatCoordinates', () => {
  it('names the hemispheres with four decimals', () => {
    expect(formatCoordinates(57.7089, 11.9746)).toBe('57.7089° N, 11.9746° E');
    expect(formatCoordinates(-33.8688, -70.5)).toBe('33.8688° S, 70.5000° W');
  });

  it('shows a dash for a place without a position', () => {
    expect(formatCoordinates(null, 11.9)).toBe('—');
    expect(formatCoordinates(57.7, undefined)).toBe('—');
  });
});
