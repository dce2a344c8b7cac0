import type { Language } from '../languages';

/** The steps a customer follows on the tracking page, in order. */
export const TRACKING_STEPS = ['confirmed', 'to_pickup', 'loaded', 'on_the_way', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** Done, happening now, or still to come. */
export type TrackingStepState = 'done' | 'current' | 'upcoming';

export interface TrackingTimelineEntry {
  step: TrackingStep;
  state: TrackingStepState;
  /** The window the step was planned for (instants), when it has one. */
  plannedFrom: string | null;
  plannedTo: string | null;
  /** When it happened, once it has. */
  actualAt: string | null;
}

export interface TrackingStop {
  type: string;
  place: string | null;
  plannedFrom: string | null;
  plannedTo: string | null;
  arrivedAt: string | null;
  departedAt: string | null;
}

/**
 * GET /api/jobs/track?token=: what a customer may read about their one job. No prices, no
 * driver's surname or phone, nothing of other jobs; the API test asserts exactly these keys.
 */
export interface TrackingView {
  seller: string;
  jobNumber: number;
  plannedDate: string | null;
  language: Language;
  /** The driver's first name only. */
  driverName: string | null;
  timeline: TrackingTimelineEntry[];
  stops: TrackingStop[];
  /** The next stop not yet reached, with the latest ETA told for it. */
  nextStop: { type: string; place: string | null; plannedFrom: string | null; plannedTo: string | null; eta: string | null } | null;
  /** After delivery: who signed, when, and the pictures through this link's own URLs. */
  proof: { signedBy: string; at: string; signatureUrl: string | null; photoUrls: string[] } | null;
  /** When the link stops working (set once the job is delivered). */
  expiresAt: string | null;
  /** The signed consignment note, once the documents part answers it. */
  cmrUrl?: string;
}

/** POST /api/jobs/:id/tracking-link: the job's one live link. */
export interface TrackingLinkAnswer {
  url: string;
}
