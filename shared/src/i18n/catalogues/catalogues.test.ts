import type { Catalogue, Messages } from '../translator';
import { cmrCatalogue } from './cmr';
import { confirmationCatalogue } from './confirmation';
import { notificationsCatalogue } from './notifications';
import { trackingCatalogue } from './tracking';

const CATALOGUES: Record<string, Catalogue> = {
  cmr: cmrCatalogue,
  confirmation: confirmationCatalogue,
  notifications: notificationsCatalogue,
  tracking: trackingCatalogue,
};

const entries = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (_name, catalogue) => {
  const swedish = new Map(entries(catalogue.sv));
  const english = new Map(entries(catalogue.en));

  it('holds every key in both languages, none of them empty', () => {
    expect([...english.keys()].sort()).toEqual([...swedish.keys()].sort());
    for (const [key, text] of [...swedish, ...english]) expect([key, text.trim().length > 0]).toEqual([key, true]);
  });

  it('names the same values in both languages', () => {
    for (const [key, text] of swedish) expect([key, placeholders(english.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });
});
