import { Badge } from '@chakra-ui/react';
import { daysUntil, dueStatus } from '../../contracts/compliance';
import { officeToday } from '../../contracts/office-clock';

export interface DueBadgeProps {
  /** ISO calendar date (YYYY-MM-DD) the inspection or document is due. */
  date: string | null | undefined;
  /** Defaults to today in the office's time zone. */
  today?: string;
  windowDays?: number;
  /** Shown when no date is set. */
  noneLabel?: string;
}

/** The due-date label a user reads: in the past, soon (with days left), fine, or not set. */
export const dueLabel = (date: string | null | undefined, today: string, windowDays?: number, noneLabel = 'Not set'): string => {
  const status = dueStatus(date, today, windowDays);
  if (status === 'unknown' || !date) return noneLabel;
  if (status === 'overdue') return 'Overdue';
  if (status === 'ok') return date.slice(0, 10);
  const days = daysUntil(date, today);
  if (days === 0) return 'Due today';
  return `Due in ${days} ${days === 1 ? 'day' : 'days'}`;
};

const DUE_PALETTES = { overdue: 'red', due_soon: 'orange', ok: 'green', unknown: 'gray' } as const;

/** Red when overdue, orange within the warning window, green when fine, grey when not set. */
export const DueBadge = ({ date, today = officeToday(), windowDays, noneLabel }: DueBadgeProps) => {
  const status = dueStatus(date, today, windowDays);
  return (
    <Badge colorPalette={DUE_PALETTES[status]} data-status={status}>
      {dueLabel(date, today, windowDays, noneLabel)}
    </Badge>
  );
};

const DEFAULT_STATUS_PALETTES: Record<string, string> = {
  active: 'green',
  available: 'green',
  ok: 'green',
  confirmed: 'green',
  paid: 'green',
  completed: 'green',
  in_service: 'green',
  on_job: 'blue',
  assigned: 'blue',
  in_progress: 'blue',
  maintenance: 'orange',
  workshop: 'orange',
  pending: 'orange',
  draft: 'gray',
  inactive: 'gray',
  sold: 'gray',
  retired: 'gray',
  archived: 'gray',
  broken: 'red',
  cancelled: 'red',
  overdue: 'red',
  blocked: 'red',
};

/** "in_service" → "In service". */
export const humanizeStatus = (status: string): string => {
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface StatusBadgeProps {
  status: string | null | undefined;
  /** Per-status colour palettes, merged over the defaults. */
  palettes?: Record<string, string>;
  labels?: Record<string, string>;
}

export const StatusBadge = ({ status, palettes, labels }: StatusBadgeProps) => {
  if (!status) return <Badge colorPalette="gray">Unknown</Badge>;
  const palette = palettes?.[status] ?? DEFAULT_STATUS_PALETTES[status.toLowerCase()] ?? 'gray';
  return <Badge colorPalette={palette}>{labels?.[status] ?? humanizeStatus(status)}</Badge>;
};
