import { formatsFor } from './formats';
import { windowText } from './window-text';

describe('windowText', () => {
  it('writes a window in the reader’s form, on the office clock', () => {
    expect(windowText(formatsFor('sv'), '2026-11-27T06:00:00.000Z', '2026-11-27T07:00:00.000Z')).toBe('2026-11-27 07:00–08:00');
    expect(windowText(formatsFor('en'), '2026-11-27T06:00:00.000Z', '2026-11-27T07:00:00.000Z')).toBe('27 Nov 2026, 07:00–08:00');
  });
  it('names both days when the window crosses midnight, one instant without an end, nothing without a start', () => {
    expect(windowText(formatsFor('sv'), '2026-11-27T22:00:00.000Z', '2026-11-28T01:00:00.000Z')).toBe(
      '2026-11-27 23:00 – 2026-11-28 02:00',
    );
    expect(windowText(formatsFor('sv'), '2026-11-27T06:00:00.000Z', null)).toBe('2026-11-27 07:00');
    expect(windowText(formatsFor('sv'), null, null)).toBe('');
  });
});
