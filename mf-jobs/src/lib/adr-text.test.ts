import { adrText } from './adr-text';

describe('the ADR goods of a job in the office', () => {
  it('says yes with the ADR line, yes alone while the job lacks its UN number, or no', () => {
    expect(adrText({ adr: true, unNumber: '1203', adrClass: '3', packingGroup: 'II' })).toBe('Yes, UN 1203, 3, II');
    expect(adrText({ adr: true, unNumber: null, adrClass: null, packingGroup: null })).toBe('Yes');
    expect(adrText({ adr: false })).toBe('No');
  });
});
