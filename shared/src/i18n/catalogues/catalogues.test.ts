import { LANGUAGES } from '../../contracts/languages';
import * as i18n from '../index';
import type { Catalogue, Messages } from '../translator';

const catalogues = Object.entries(i18n).filter(([name]) => name.endsWith('Catalogue')) as [string, Catalogue][];

/** Every text of a catalogue by its key, so two languages can be compared key by key. */
const texts = (node: Messages, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('the customer-facing catalogues', () => {
  it('are all checked here', () => {
    expect(catalogues.map(([name]) => name).sort()).toEqual([
      'cmrCatalogue',
      'confirmationCatalogue',
      'invoiceCatalogue',
      'notificationsCatalogue',
      'trackingCatalogue',
    ]);
  });

  it.each(catalogues)('%s says every text in every language, with the same placeholders', (_, catalogue) => {
    const swedish = new Map(texts(catalogue.sv));
    for (const language of LANGUAGES) {
      const own = new Map(texts(catalogue[language]));
      expect([...own.keys()].sort()).toEqual([...swedish.keys()].sort());
      for (const [key, text] of own) {
        expect(text.trim()).not.toBe('');
        expect([key, placeholders(text)]).toEqual([key, placeholders(swedish.get(key)!)]);
      }
    }
  });
});
