import { parseRrule, WEEKDAY_LABELS } from '@haulage/shared/contracts';

const ORDINALS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };
const every = (interval: number, unit: string) => (interval === 1 ? `Every ${unit}` : `Every ${interval} ${unit}s`);

/** A schedule's rule in words for the list: "Every 2 weeks on Monday, Thursday". */
export const ruleText = (rrule: string): string => {
  const parts = parseRrule(rrule);
  if (!parts) return rrule;
  if (parts.frequency === 'weekly') return `${every(parts.interval, 'week')} on ${parts.weekdays.map((d) => WEEKDAY_LABELS[d]).join(', ')}`;
  if ('monthDay' in parts) return `${every(parts.interval, 'month')} on day ${parts.monthDay}`;
  return `${every(parts.interval, 'month')} on the ${ORDINALS[parts.position]} ${WEEKDAY_LABELS[parts.weekday]}`;
};
