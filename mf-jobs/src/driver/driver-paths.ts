// The app's own pages, written here rather than imported: the phone loads none of the contracts'
// schemas. driver-paths.test.ts keeps them equal to the one paths module.
export const DRIVER_APP_PATH = '/driver';
export const DRIVER_SIGN_IN_PATH = '/driver/sign-in';
