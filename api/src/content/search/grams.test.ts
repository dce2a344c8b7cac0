import { gramToken, searchGrams } from './grams';
import { searchDocument, searchWords } from './fold';

const tokensOf = (text: string) => new Set(searchGrams(text).split(' '));

describe('the short-word index', () => {
  it('names a word of one or two characters by its code points', () => {
    expect(gramToken('7')).toBe('g37');
    expect(gramToken('ab')).toBe('g61x62');
    expect(gramToken('ö-')).toBe('gf6x2d');
  });

  it('holds every character and pair a one- or two-character search can find, once each', () => {
    const text = searchDocument(['Gate 7', 'AB-12']);
    const tokens = tokensOf(text);
    for (const word of ['g', 'ga', 'te', '7', 'ab', 'b-', '-1', '12', '2']) expect(tokens).toContain(gramToken(word));
    expect(searchGrams(text).split(' ')).toHaveLength(tokens.size);
  });

  it('never pairs characters across a space or between two values', () => {
    const tokens = tokensOf(searchDocument(['ab', 'cd']));
    expect(tokens).not.toContain(gramToken('bc'));
    expect(tokens).not.toContain(gramToken('b '));
    expect(tokensOf('gate 7')).not.toContain(gramToken('e7'));
  });

  it('indexes the folded text a folded word is looked up in', () => {
    const [word] = searchWords('Ö');
    expect(tokensOf(searchDocument(['Örebro']))).toContain(gramToken(word!));
  });

  it('is empty for no text', () => {
    expect(searchGrams(null)).toBe('');
    expect(searchGrams('')).toBe('');
  });
});
