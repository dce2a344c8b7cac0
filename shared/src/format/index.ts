/**
 * `@haulage/shared/format`: the one set of Swedish formatters (dates, money in öre, decimal
 * commas, counts). Pure and small (Intl only), bundled by each app that uses it.
 */
export {
  formatNumber,
  parseDecimal,
  formatKm,
  formatMoney,
  oreToInput,
  inputToOre,
  formatCount,
  formatDuration,
  type NumberFormatOptions,
} from './numbers';
export { OFFICE_TIME_ZONE, formatDate, formatDateTime, formatLongDate, toDateTimeInput } from './dates';
// Today on the office's calendar, for screens that load no contracts (the road app on a slow phone).
export { officeToday } from '../contracts/office-clock';
export { formatBytes } from './bytes';
