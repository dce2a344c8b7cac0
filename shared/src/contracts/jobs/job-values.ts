// The job's fixed value lists, apart from the schemas so a badge or a filter needs no validation library.

/** The §B3 machine; `ready_to_invoice` and `invoiced` belong to finance and are reached only through its rules. */
export const JOB_STATUSES = [
  'draft',
  'open',
  'planned',
  'dispatched',
  'in_progress',
  'completed',
  'cancelled',
  'ready_to_invoice',
  'invoiced',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  planned: 'Planned',
  dispatched: 'Dispatched',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  ready_to_invoice: 'Ready to invoice',
  invoiced: 'Invoiced',
};

/** What a new job may start as: everything later is a move of the machine. */
export const JOB_START_STATUSES = ['draft', 'open'] as const;

/** Templates never appear in planning, boards or reports. */
export const JOB_KINDS = ['job', 'template'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const STOP_TYPES = ['pickup', 'delivery', 'other'] as const;
export type StopType = (typeof STOP_TYPES)[number];

export const CONFIRMATION_STATUSES = ['not_sent', 'sent', 'confirmed', 'declined', 'expired'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/** Extra work on a job (POST /api/job-operations). */
export const OPERATION_TYPES = ['waiting_time', 'crane', 'ferry', 'toll', 'extra_stop', 'other'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export const REPORT_GROUPS = ['day', 'week', 'month', 'truck', 'driver', 'customer', 'area'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
