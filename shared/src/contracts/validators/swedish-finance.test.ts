import {
  bankgiroProblem,
  emailListProblem,
  emailProblem,
  formatOrganisationNumber,
  ibanProblem,
  isOrganisationNumber,
  organisationNumberProblem,
  phoneProblem,
  plusgiroProblem,
  swedishVatNumber,
  vatNumberProblem,
} from './swedish-finance';

describe('organisation numbers', () => {
  it.each(['556036-0793', '5560360793', '165560360793', '556012-5790', '202100-5489'])('accepts %s', (value) => {
    expect(organisationNumberProblem(value)).toBeNull();
  });

  it("accepts a sole trader's personal identity number", () => {
    expect(isOrganisationNumber('811218-9876')).toBe(true);
  });

  it('says when the check digit is wrong', () => {
    expect(organisationNumberProblem('556036-0792')).toBe('Organisation number 556036-0792 has a wrong check digit');
  });

  it('says when the format is wrong', () => {
    expect(organisationNumberProblem('55603-60793')).toBe('Organisation number 55603-60793 must be 10 digits written NNNNNN-NNNN');
    expect(organisationNumberProblem('abc')).toMatch(/must be 10 digits/);
  });

  it('refuses a third digit below 2 that is no personal number', () => {
    expect(organisationNumberProblem('551318-0009')).toMatch(/neither a legal entity's number/);
  });

  it('formats as NNNNNN-NNNN and builds the VAT number', () => {
    expect(formatOrganisationNumber('5560360793')).toBe('556036-0793');
    expect(swedishVatNumber('556036-0793')).toBe('SE556036079301');
  });
});

describe('IBAN', () => {
  it.each(['SE45 5000 0000 0583 9825 7466', 'DE89370400440532013000', 'NO93 8601 1117 947', 'GB82 WEST 1234 5698 7654 32'])(
    'accepts %s',
    (value) => {
      expect(ibanProblem(value)).toBeNull();
    },
  );

  it('says when the check digits are wrong', () => {
    expect(ibanProblem('SE45 5000 0000 0583 9825 7467')).toBe('IBAN SE45 5000 0000 0583 9825 7467 has wrong check digits');
  });

  it('says when the length does not fit the country', () => {
    expect(ibanProblem('SE45 5000 0000 0583 9825 746')).toBe('IBAN SE45 5000 0000 0583 9825 746 must be 24 characters for SE, not 23');
  });

  it('says when the country is unknown or the shape is wrong', () => {
    expect(ibanProblem('QQ12 3456')).toMatch(/unknown country code QQ/);
    expect(ibanProblem('5000 0000')).toMatch(/must start with a country code/);
  });
});

describe('bankgiro and plusgiro', () => {
  it.each(['5050-1055', '991-2346', '50501055'])('accepts the bankgiro %s', (value) => {
    expect(bankgiroProblem(value)).toBeNull();
  });

  it('says what is wrong with a bankgiro number', () => {
    expect(bankgiroProblem('5050-1056')).toBe('Bankgiro number 5050-1056 has a wrong check digit');
    expect(bankgiroProblem('12-345')).toMatch(/must be 7 or 8 digits/);
  });

  it.each(['4 12 34-6', '90 20 03-3', '1-8'])('accepts the plusgiro %s', (value) => {
    expect(plusgiroProblem(value)).toBeNull();
  });

  it('says what is wrong with a plusgiro number', () => {
    expect(plusgiroProblem('4 12 34-5')).toBe('Plusgiro number 4 12 34-5 has a wrong check digit');
    expect(plusgiroProblem('123456789')).toMatch(/must be 2 to 8 digits/);
  });
});

describe('e-mail, phone and VAT', () => {
  it('checks e-mail addresses and lists of them', () => {
    expect(emailProblem('ekonomi@schenker.se')).toBeNull();
    expect(emailProblem('ekonomi@')).toBe('ekonomi@ is not an e-mail address');
    expect(emailListProblem('a@b.se, c@d.se;e@f.com')).toBeNull();
    expect(emailListProblem('a@b.se, nope')).toBe('nope is not an e-mail address');
    expect(emailListProblem('x, y')).toBe('x, y are not e-mail addresses');
  });

  it('checks phone numbers', () => {
    expect(phoneProblem('031-123 45 67')).toBeNull();
    expect(phoneProblem('ring mig')).toBe('ring mig is not a phone number (e.g. +46 70 123 45 67)');
  });

  it('checks Swedish VAT numbers strictly and other EU ones loosely', () => {
    expect(vatNumberProblem('SE556036079301')).toBeNull();
    expect(vatNumberProblem('SE 5560360793 01')).toBeNull();
    expect(vatNumberProblem('SE556036079201')).toBe('VAT number SE556036079201 contains an organisation number with a wrong check digit');
    expect(vatNumberProblem('SE5560360793')).toMatch(/must be SE, the 10-digit organisation number and 01/);
    expect(vatNumberProblem('DE123456789')).toBeNull();
    expect(vatNumberProblem('NO123456789MVA')).toMatch(/must start with an EU country code/);
  });
});
