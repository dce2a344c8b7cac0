import { createTranslator } from './translator';
import { createPlainTranslator } from './plain-translator';
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

  it('says what i18next says for every text of the tracking catalogue', () => {
    const keys = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
    const values = { number: 7, when: '2026-11-27 10:00', place: 'Jönköping', name: 'Eva', n: 1 };
    for (const language of ['sv', 'en'] as const) {
      const plain = createPlainTranslator(language, trackingCatalogue);
      const full = createTranslator(language, trackingCatalogue);
      for (const key of keys(trackingCatalogue[language])) expect(plain(key, values)).toBe(full(key, values));
    }
  });
});
