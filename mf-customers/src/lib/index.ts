/** What every feature of the area shares: the one API client, the platform hooks and form values. */
export { customersApi } from './customers-api';
export { PlatformProvider, usePlatform, useCan } from './platform';
export { blankToNull, nullToBlank } from './form-values';
export { applyApiFieldErrors, errorMessage, isApiErrorData } from './form-errors';
