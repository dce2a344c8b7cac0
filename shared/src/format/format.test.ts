import {
  formatBytes,
  formatCount,
  formatDate,
  formatDateTime,
  formatKm,
  formatDuration,
  formatLongDate,
  formatMoney,
  formatNumber,
  inputToOre,
  oreToInput,
  parseDecimal,
} from './index';

describe('Swedish formatting', () => {
  it('shows dates in ISO order and date-times in 24-hour office time', () => {
    expect(formatDate('2026-11-23')).toBe('2026-11-23');
    expect(formatDate('2026-11-23T23:30:00.000Z')).toBe('2026-11-24');
    expect(formatDateTime('2026-11-23T13:05:00.000Z')).toBe('2026-11-23 14:05');
    expect(formatDateTime(null)).toBe('—');
    expect(formatLongDate('2026-11-23')).toBe('23 november 2026');
  });

  it('shows money from öre as kronor, with öre only where they matter', () => {
    expect(formatMoney(1_150_000)).toBe('11 500 kr');
    expect(formatMoney(278_000, { ore: true })).toBe('2 780,00 kr');
    expect(formatMoney(null)).toBe('—');
  });

  it('uses decimal commas and reads both commas and points', () => {
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatKm(1_234_567)).toBe('1 234 567 km');
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('12 500,5')).toBe(12500.5);
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(oreToInput(250_050)).toBe('2500,50');
    expect(oreToInput(65_000)).toBe('650');
    expect(inputToOre('2500,50')).toBe(250_050);
  });

  it('counts with the right plural and sizes files', () => {
    expect(formatCount(1, 'stop')).toBe('1 stop');
    expect(formatCount(2, 'stop')).toBe('2 stops');
    expect(formatCount(0, 'entry', 'entries')).toBe('0 entries');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatBytes(10)).toBe('1 KB');
  });
});

describe('formatDuration', () => {
  it('shows minutes, hours and minutes, or whole hours', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(245)).toBe('4 h 5 min');
    expect(formatDuration(180)).toBe('3 h');
    expect(formatDuration(null)).toBe('—');
  });
});
