import type { JobInput } from '@haulage/shared/contracts';
import type { PlatformContext } from '@haulage/shared/platform';

/** A job of the CSV as the API read it: the job body it would write, its customer resolved to an id. */
export type ParsedJob = JobInput & { customer: number | string };

export interface RawImportResponse {
  data: ParsedJob[];
  meta: { count: number; dryRun?: boolean };
}

export interface SendJobCsvOptions {
  /** Parse and validate every row without writing anything. */
  dryRun: boolean;
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * POST /api/jobs/raw with `{data: {csv}}`: every row is validated first and nothing is written
 * unless all are good (400 `Row n (line m), field: message`). Sent through the platform's client
 * directly, not the area's query cache, for its upload progress.
 */
export const sendJobCsv = async (
  http: PlatformContext['http'],
  csv: string,
  { dryRun, onProgress }: SendJobCsvOptions,
): Promise<RawImportResponse> => {
  const response = await http.post<RawImportResponse>(
    `/api/jobs/raw${dryRun ? '?dryRun=true' : ''}`,
    { data: { csv } },
    { onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? event.loaded) },
  );
  return response.data;
};
