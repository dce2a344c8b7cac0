import { paths } from '@haulage/shared/contracts';
import { DRIVER_APP_PATH, DRIVER_SIGN_IN_PATH } from './driver-paths';

describe("the driver app's pages", () => {
  it('are the ones of the paths module', () => {
    expect(DRIVER_APP_PATH).toBe(paths.driver.app.path);
    expect(DRIVER_SIGN_IN_PATH).toBe(paths.driver.signIn.path);
  });
});
