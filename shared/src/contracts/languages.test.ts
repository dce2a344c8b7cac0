import { contactLanguage, isLanguage } from './languages';

describe('languages', () => {
  it('knows Swedish and English only', () => {
    expect([isLanguage('sv'), isLanguage('en'), isLanguage('de'), isLanguage(null)]).toEqual([true, true, false, false]);
  });

  it("gives a contact their own language, else the customer's, else Swedish", () => {
    expect(contactLanguage({ language: 'en' }, { language: 'sv' })).toBe('en');
    expect(contactLanguage({ language: null }, { language: 'en' })).toBe('en');
    expect(contactLanguage(null, null)).toBe('sv');
  });
});
