import type { ConfirmationStatus } from '@haulage/shared/contracts';
import { Badge } from '@haulage/shared/ui';
import { CONFIRMATION_LABELS, CONFIRMATION_PALETTES, CONFIRMATION_SHORT_LABELS } from './confirmation';

export interface ConfirmationBadgeProps {
  status: ConfirmationStatus | null | undefined;
  /** The short words, for a board's card. */
  compact?: boolean;
}

/**
 * A job's confirmation by text message, the same on the list, the job's page and the boards'
 * cards; it follows the `jobs` topic like the rest of the job, so an answer shows without a reload.
 */
export const ConfirmationBadge = ({ status, compact = false }: ConfirmationBadgeProps) => {
  const known = status ?? 'not_sent';
  return (
    <Badge colorPalette={CONFIRMATION_PALETTES[known]} data-confirmation={known} title={`Confirmation: ${CONFIRMATION_LABELS[known]}`}>
      {(compact ? CONFIRMATION_SHORT_LABELS : CONFIRMATION_LABELS)[known]}
    </Badge>
  );
};
