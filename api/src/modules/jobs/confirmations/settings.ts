import { envInt } from '../../../env-values';

/** How long a job's confirmation link works, at most (never past the job's first stop): CONFIRMATION_TTL_HOURS, 72. */
export const parseConfirmationTtlHours = (env: NodeJS.ProcessEnv): number => envInt(env.CONFIRMATION_TTL_HOURS, 72);
