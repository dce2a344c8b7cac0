import { INVALID_ADDRESS_MESSAGE } from '@haulage/shared/contracts';
import { isInvalidAddress } from './invalid-address';

const apiError = (status: number, message: string, fieldErrors: Record<string, string> = {}) => ({
  status,
  name: 'ValidationError',
  message,
  details: {},
  fieldErrors,
});

describe('isInvalidAddress', () => {
  it('recognises the geocoder’s refusal by its message or by the address field', () => {
    expect(isInvalidAddress(apiError(400, INVALID_ADDRESS_MESSAGE))).toBe(true);
    expect(isInvalidAddress(apiError(400, 'Invalid data', { address: INVALID_ADDRESS_MESSAGE }))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isInvalidAddress(apiError(400, 'Please enter the name', { name: 'Please enter the name' }))).toBe(false);
    expect(isInvalidAddress(apiError(500, INVALID_ADDRESS_MESSAGE))).toBe(false);
    expect(isInvalidAddress(new Error(INVALID_ADDRESS_MESSAGE))).toBe(false);
  });
});
