import { createTranslator, formatsFor, type Catalogue } from './index';

const catalogue: Catalogue = {
  sv: { greeting: 'Hej {{name}}', stops_one: '{{count}} stopp', stops_other: '{{count}} stopp', onlySwedish: 'Bara svenska' },
  en: { greeting: 'Hello {{name}}', stops_one: '{{count}} stop', stops_other: '{{count}} stops' },
};

describe('customer-facing messages', () => {
  it('reads a catalogue in the chosen language with values and plurals', () => {
    const en = createTranslator('en', catalogue);
    expect([en('greeting', { name: 'Åsa' }), en('stops', { count: 1 }), en('stops', { count: 3 })]).toEqual([
      'Hello Åsa',
      '1 stop',
      '3 stops',
    ]);
    expect(createTranslator('sv', catalogue)('greeting', { name: 'Åsa' })).toBe('Hej Åsa');
  });

  it('falls back to Swedish for a key an English catalogue lacks', () => {
    expect(createTranslator('en', catalogue)('onlySwedish')).toBe('Bara svenska');
  });

  it('keeps two languages apart when both are used at once', () => {
    const [sv, en] = [createTranslator('sv', catalogue), createTranslator('en', catalogue)];
    expect([sv('greeting', { name: 'A' }), en('greeting', { name: 'A' })]).toEqual(['Hej A', 'Hello A']);
  });
});

describe('dates and amounts in the reader’s form', () => {
  const at = '2026-11-27T13:05:00Z'; // 14:05 in Stockholm

  it('writes Swedish dates in ISO order and amounts as 1 234,50 kr', () => {
    const sv = formatsFor('sv');
    expect([sv.date('2026-11-27'), sv.date(at), sv.dateTime(at), sv.time(at)]).toEqual([
      '2026-11-27',
      '2026-11-27',
      '2026-11-27 14:05',
      '14:05',
    ]);
    expect(sv.money(123450)).toBe('1 234,50 kr');
    expect(sv.money(5, 'EUR')).toBe('0,05 EUR');
    expect([sv.quantity(33.125), sv.quantity(12400)]).toEqual(['33,125', '12400']);
  });

  it('writes English dates with the month named and amounts with the currency first', () => {
    const en = formatsFor('en');
    expect([en.date('2026-11-27'), en.dateTime(at)]).toEqual(['27 Nov 2026', '27 Nov 2026, 14:05']);
    expect(en.money(123450)).toBe('SEK 1,234.50');
    expect([en.quantity(33.125), en.quantity(12400)]).toEqual(['33.125', '12400']);
  });
});
