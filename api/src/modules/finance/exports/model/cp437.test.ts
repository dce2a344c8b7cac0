import { decodeCp437, encodeCp437 } from './cp437';

describe('encodeCp437', () => {
  it('writes the Swedish letters at their code page 437 bytes', () => {
    expect([...encodeCp437('åäöÅÄÖé')]).toEqual([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x82]);
  });

  it('keeps ASCII as it is', () => {
    expect(encodeCp437('#VER "A" 1').toString('latin1')).toBe('#VER "A" 1');
  });

  it('writes a character the code page lacks as a question mark', () => {
    expect(encodeCp437('5 € 😀').toString('latin1')).toBe('5 ? ?');
  });

  it('has exactly 128 characters in its upper half, so every byte reads back to itself', () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    expect([...encodeCp437(decodeCp437(all))]).toEqual([...all]);
  });
});
