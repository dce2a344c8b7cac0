import { MIN_PASSWORD_LENGTH, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long, uncommon password', () => {
    for (const password of ['Admin-Password-1', 'Correct-horse-1', 'Fjällräven-Kånken-9', 'x'.repeat(9) + 'y']) {
      expect(passwordProblem(password)).toBeNull();
    }
  });

  it(`refuses fewer than ${MIN_PASSWORD_LENGTH} characters and more than 200`, () => {
    expect(passwordProblem('Sh0rt-pw!')).toBe(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    expect(passwordProblem('Long-enough-1'.repeat(20))).toBe('password must be at most 200 characters');
  });

  it('refuses a password of blanks or of one repeated character', () => {
    expect(passwordProblem(' '.repeat(12))).toBe('password must not be blank');
    expect(passwordProblem('\t \u00a0'.repeat(5))).toBe('password must not be blank');
    expect(passwordProblem('a'.repeat(12))).toBe('password must not be one character repeated');
  });

  it('refuses common passwords whatever their case, and with the usual digits or symbols around them', () => {
    for (const password of ['1234567890', 'qwertyuiop', 'PASSWORD123', 'Password1234', 'Summer2024!', '!!Football2000']) {
      expect(passwordProblem(password)).toMatch(/^password is too common/);
    }
  });
});
