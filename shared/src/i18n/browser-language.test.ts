import { browserLanguage } from './browser-language';

describe('browserLanguage', () => {
  it('speaks the first of the phone’s languages the product speaks, else Swedish', () => {
    expect(browserLanguage(['en-GB', 'sv'])).toBe('en');
    expect(browserLanguage(['de-DE', 'sv-SE', 'en'])).toBe('sv');
    expect(browserLanguage(['de-DE'])).toBe('sv');
    expect(browserLanguage([])).toBe('sv');
  });
});
