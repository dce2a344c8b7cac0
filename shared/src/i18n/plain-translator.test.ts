import { createTranslator } from './translator';
import { createPlainTranslator } from './plain-translator';
import { confirmationCatalogue } from './catalogues/confirmation';
import { trackingCatalogue } from './catalogues/tracking';

const catalogue = { sv: { a: { b: 'Hej {{name}}' }, only: 'Bara svenska' }, en: { a: { b: 'Hello {{ name }}' } } };

describe('createPlainTranslator', () => {
  it('reads nested keys with placeholders, falls back to Swedish, then to the key', () => {
    expect(createPlainTranslator('en', catalogue)('a.b', { name: 'Eva' })).toBe('Hello Eva');
    expect(createPlainTranslator('sv', catalogue)('a.b', { name: 'Eva' })).toBe('Hej Eva');
    expect(createPlainTranslator('en', catalogue)('only')).toBe('Bara svenska');
    expect(createPlainTranslator('en', catalogue)('missing.key')).toBe('missing.key');
    expect(createPlainTranslator('en', catalogue)('a.b')).toBe('Hello {{ name }}');
  });

  it.each([
    ['tracking', trackingCatalogue],
    ['confirmation', confirmationCatalogue],
  ])('says what i18next says for every text of the %s catalogue', (_name, catalogue) => {
    const keys = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
    const values = {
      number: 7,
      when: '2026-11-27 10:00',
      place: 'Jönköping',
      name: 'Eva',
      n: 1,
      company: 'Nordfrakt AB',
      jobNumber: 1042,
      date: '2026-11-27',
      link: 'https://example.se',
      day: ' den 2026-11-27',
      reason: 'Stängt',
      problem: 'Försök igen.',
      weight: '12 500',
    };
    for (const language of ['sv', 'en'] as const) {
      const plain = createPlainTranslator(language, catalogue);
      const full = createTranslator(language, catalogue);
      for (const key of keys(catalogue[language])) expect(plain(key, values)).toBe(full(key, values));
    }
  });

  it('reads a count’s words from the key the page picks, as i18next does from the count', () => {
    for (const count of [1, 18]) {
      const key = count === 1 ? 'page.pallets_one' : 'page.pallets_other';
      for (const language of ['sv', 'en'] as const)
        expect(createPlainTranslator(language, confirmationCatalogue)(key, { count })).toBe(
          createTranslator(language, confirmationCatalogue)('page.pallets', { count }),
        );
    }
  });
});
