import { LANGUAGES, TRACKING_STEPS, type TrackingLinkAnswer, type TrackingView } from '@haulage/shared/contracts';
import { z } from 'zod';

// What the tracking routes answer as `data` (documentation: the OpenAPI document is made from these).

export const trackingLinkAnswerSchema = z.object({ url: z.string() }) satisfies z.ZodType<TrackingLinkAnswer>;

const when = z.string().nullable();

export const trackingViewSchema = z.object({
  seller: z.string(),
  jobNumber: z.number().int(),
  plannedDate: when,
  language: z.enum(LANGUAGES),
  driverName: z.string().nullable(),
  timeline: z.array(
    z.object({
      step: z.enum(TRACKING_STEPS),
      state: z.enum(['done', 'current', 'upcoming']),
      plannedFrom: when,
      plannedTo: when,
      actualAt: when,
    }),
  ),
  stops: z.array(
    z.object({
      type: z.string(),
      place: z.string().nullable(),
      plannedFrom: when,
      plannedTo: when,
      arrivedAt: when,
      departedAt: when,
    }),
  ),
  nextStop: z.object({ type: z.string(), place: z.string().nullable(), plannedFrom: when, plannedTo: when, eta: when }).nullable(),
  proof: z.object({ signedBy: z.string(), at: z.string(), signatureUrl: z.string().nullable(), photoUrls: z.array(z.string()) }).nullable(),
  expiresAt: when,
  cmrUrl: z.string().optional(),
}) satisfies z.ZodType<TrackingView>;
