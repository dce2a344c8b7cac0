/** Form helpers shared by every area: one way to validate a form with a contract's schema. */
export { payloadResolver, type FormRule } from './payload-resolver';
export { LEAVE_MESSAGE, useLeaveGuard, type LeaveGuard } from './use-leave-guard';
