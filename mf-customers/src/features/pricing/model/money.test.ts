import { formatOre, kronorToOre, oreToInput, oreToKronor } from './money';

describe('kronor and öre', () => {
  it('reads kronor typed with a comma, a point or spaces', () => {
    expect(kronorToOre('1 250,50')).toBe(125050);
    expect(kronorToOre('650.5')).toBe(65050);
    expect(kronorToOre(12)).toBe(1200);
    expect(kronorToOre('0,1')).toBe(10);
  });

  it('rounds to whole öre instead of keeping float noise', () => {
    expect(kronorToOre('19.999')).toBe(2000);
    expect(kronorToOre('0.29')).toBe(29);
  });

  it('gives null for empty or unreadable input', () => {
    expect(kronorToOre('')).toBeNull();
    expect(kronorToOre(null)).toBeNull();
    expect(kronorToOre('12 kr')).toBeNull();
  });

  it('turns öre back into kronor for display and inputs', () => {
    expect(oreToKronor(125050)).toBe(1250.5);
    expect(oreToInput(125050)).toBe('1250,50');
    expect(oreToInput(65000)).toBe('650');
    expect(oreToInput(null)).toBe('');
    expect(formatOre(125050)).toBe('1 250,50 kr');
    expect(formatOre(null)).toBe('—');
  });
});
