import { tokenFromSearch } from './link-page';

describe('tokenFromSearch', () => {
  it('reads the token from the address, empty when missing', () => {
    expect(tokenFromSearch('?token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromSearch('?utm=sms&token=%20abc%20')).toBe('abc');
    expect(tokenFromSearch('')).toBe('');
  });
});
