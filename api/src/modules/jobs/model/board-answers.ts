import {
  type AreaBoardColumn,
  type BoardJob,
  CONFIRMATION_STATUSES,
  JOB_PROGRESS,
  type JobBoard,
  type JobConflicts,
} from '@haulage/shared/contracts';
import { z } from 'zod';

// What the planning boards answer as `data` (documentation: the OpenAPI document is made from these).

const boardJob = z.object({
  id: z.number().int(),
  documentId: z.string(),
  jobNumber: z.number().int(),
  status: z.string(),
  plannedDate: z.string().nullable(),
  customer: z.string(),
  driver: z.string().nullable(),
  kmPlanned: z.number().nullable(),
  kmEstimate: z.number().nullable().optional(),
  hours: z.number().nullable(),
  vehicleClass: z.string(),
  adr: z.boolean(),
  confirmationStatus: z.enum(CONFIRMATION_STATUSES),
  progress: z.enum(JOB_PROGRESS).nullable().optional(),
  trip: z.object({ documentId: z.string(), tripNumber: z.number().int() }).nullable().optional(),
}) satisfies z.ZodType<BoardJob>;

const boardTruck = {
  id: z.number().int(),
  documentId: z.string(),
  truckName: z.string(),
  truckNumber: z.string(),
  plate: z.string(),
  vehicleClass: z.string(),
  truckStatus: z.string(),
  jobs: z.array(boardJob),
};

const boardArea = z.object({ id: z.number().int().nullable(), documentId: z.string().nullable(), name: z.string().nullable() });

export const jobBoardAnswerSchema = z.object({
  areas: z.array(z.object({ area: boardArea, trucks: z.array(z.object(boardTruck)) })),
  unplanned: z.array(boardJob),
}) satisfies z.ZodType<JobBoard>;

const truckLoad = z.object({
  jobs: z.number().int(),
  km: z.number(),
  hours: z.number(),
  workingDayHours: z.number(),
  utilisation: z.number(),
});

export const areaBoardAnswerSchema = z.array(
  z.object({
    area: boardArea,
    areaTrucks: z.array(z.object({ ...boardTruck, load: truckLoad })),
    areaJobs: z.array(boardJob),
  }) satisfies z.ZodType<AreaBoardColumn>,
);

export const jobConflictsAnswerSchema = z.array(
  z.object({
    id: z.number().int(),
    documentId: z.string(),
    jobNumber: z.number().int(),
    plannedDate: z.string(),
    conflicts: z.array(
      z.object({
        code: z.string(),
        field: z.enum(['truck', 'driver', 'trailers', 'plannedDate']),
        message: z.string(),
        blocking: z.boolean().optional(),
      }),
    ),
  }) satisfies z.ZodType<JobConflicts>,
);
