import { isApiErrorData } from '@haulage/shared/area-kit';
import { INVALID_ADDRESS_MESSAGE } from '@haulage/shared/contracts';

/** The API's refusal of an address its geocoder cannot place (a 400 on `address`). */
export const isInvalidAddress = (error: unknown): boolean =>
  isApiErrorData(error) &&
  error.status === 400 &&
  (error.message === INVALID_ADDRESS_MESSAGE || error.fieldErrors?.address === INVALID_ADDRESS_MESSAGE);
