import { isContractCompatible } from './contract-version';

describe('isContractCompatible', () => {
  it('accepts a remote built for the same major', () => {
    expect(isContractCompatible('^1', '1.4.0')).toBe(true);
    expect(isContractCompatible('1.0.0', '1.9.2')).toBe(true);
  });

  it('refuses a remote built for another major', () => {
    expect(isContractCompatible('^2', '1.4.0')).toBe(false);
    expect(isContractCompatible('^0', '1.0.0')).toBe(false);
  });

  it('refuses a range it cannot read', () => {
    expect(isContractCompatible('latest', '1.0.0')).toBe(false);
  });
});
