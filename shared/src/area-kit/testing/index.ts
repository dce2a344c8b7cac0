/**
 * `@haulage/shared/area-kit/testing`: the one test harness of the areas. Mount an area over a fake
 * network (`renderArea`, `createFakePlatform` with a table of `FakeRoute`s) and assert the calls,
 * toasts, navigations and realtime topics a user's actions cause. Tests only.
 */
export {
  createFakePlatform,
  type FakeBody,
  type FakeCall,
  type FakePlatform,
  type FakeReply,
  type FakeRoute,
  type FakeToast,
} from './fake-platform';
export { createFakeRealtime } from './fake-realtime';
export { renderArea, renderAreaWith } from './render-area';
export { entry, itemReply, listCalls, listReply, priceLine, validationReply } from './fixtures';
