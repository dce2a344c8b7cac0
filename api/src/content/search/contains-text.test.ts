import { containsDocument, containsWord } from './contains-text';

/** What SQLite's `$containsi` of an ASCII term answers for one field: `lower(value) like %lower(term)%`. */
const sqliteContainsi = (value: string, term: string): boolean =>
  value.replace(/[A-Z]/g, (c) => c.toLowerCase()).includes(term.toLowerCase());

const holds = (values: string[], term: string): boolean => {
  const word = containsWord(term);
  if (word === null) throw new Error(`${term} is not answered from the contains text`);
  return containsDocument(values).includes(word);
};

describe('the contains text', () => {
  const values = ['Göteborg', 'Volvo FH-16', 'info@frakt.se', 'Kelvin \u212Aran', 'İzmir', 'Sko\u0308vde', '070-123 45'];

  it('finds a term exactly where some value contains it, case aside, as SQLite lowers case', () => {
    for (const term of [
      'g',
      'GÖ',
      'teborg',
      'got',
      'vol',
      'fh-1',
      'O F',
      '@frakt.se',
      'k',
      'K',
      'ran',
      'i',
      'zmir',
      'sko',
      'kov',
      '0701',
      '123',
      '-',
      '.',
    ])
      if (containsWord(term) !== null)
        expect({ term, found: holds(values, term) }).toEqual({ term, found: values.some((value) => sqliteContainsi(value, term)) });
  });

  it('never matches across two values', () => {
    expect(holds(['Karin', 'Lindqvist'], 'karinlind')).toBe(false);
    expect(holds(['ab', 'cd'], 'bc')).toBe(false);
  });

  it('leaves terms with letters SQLite does not lower, spaces or wildcards to the plain condition', () => {
    for (const term of ['ö', 'Å', 'é', 'ß', 'volvo fh', '%', '_', '']) expect(containsWord(term)).toBeNull();
    expect(containsWord('VoL-7')).toBe('vol-7');
  });

  it('keeps values as they are but for A–Z, and skips empty ones', () => {
    expect(containsDocument(['ÅKERI AB', null, '', 'Skövde'])).toBe('Åkeri ab \u0001 skövde');
  });
});
