import type { OperationType } from '@haulage/shared/contracts';

/** Extra work as a line of a Swedish invoice names it, when the dispatcher gave no text of their own. */
export const OPERATION_INVOICE_LABELS: Record<OperationType, string> = {
  waiting_time: 'Väntetid',
  crane: 'Kranarbete',
  ferry: 'Färja',
  toll: 'Vägavgift',
  extra_stop: 'Extra stopp',
  other: 'Övrigt',
};
