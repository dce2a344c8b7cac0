import { chosenLanguage, loadDriverI18n, switchDriverLanguage } from './driver-i18n';
import { en } from './en';
import { sv } from './sv';

type Tree = { [key: string]: string | Tree };

const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe('the road app’s catalogues', () => {
  const english = new Map(entries(en));
  const swedish = new Map(entries(sv));

  it('hold every key in both languages, none of them empty', () => {
    expect([...swedish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...swedish]) expect([key, text.trim().length > 0]).toEqual([key, true]);
  });

  it('name the same values in both languages', () => {
    for (const [key, text] of english) expect([key, placeholders(swedish.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it('speaks the driver’s language, with plurals', async () => {
    expect((await loadDriverI18n('sv')).t('queue.waiting', { count: 2 })).toBe('2 händelser väntar på att skickas');
    const english = await loadDriverI18n('en');
    expect(english.t('queue.waiting', { count: 1 })).toBe('1 action waiting to be sent');
    expect(english.t('queue.waiting', { count: 2 })).toBe('2 actions waiting to be sent');
  });

  it('holds only the chosen language until the driver switches', async () => {
    const instance = await loadDriverI18n('en');
    expect(instance.hasResourceBundle('sv', 'translation')).toBe(false);
    await switchDriverLanguage(instance, 'sv');
    expect(instance.language).toBe('sv');
    expect(instance.t('app.today')).toBe(sv.app.today);
  });
});

describe('chosenLanguage', () => {
  it('keeps the driver’s choice, else follows a Swedish phone, else English', () => {
    expect(chosenLanguage({ getItem: () => 'en' }, 'sv-SE')).toBe('en');
    expect(chosenLanguage({ getItem: () => null }, 'sv-SE')).toBe('sv');
    expect(chosenLanguage(null, 'de-DE')).toBe('en');
  });
});
