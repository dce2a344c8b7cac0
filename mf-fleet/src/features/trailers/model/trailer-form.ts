import type { ListQueryParams } from '@haulage/shared/api';
import type { Trailer, TrailerInput } from '@haulage/shared/contracts';
import { blankToNull, nullToBlank } from '../../../lib/form-values';
import { LIST_PAGE_SIZE, type ListState } from '@haulage/shared/area-kit';

const FIELDS = ['trailerName', 'plateNumber', 'vin', 'trailerType', 'bodyType', 'trailerStatus', 'inspectionDate', 'notes'] as const;

export type TrailerFormValues = Record<(typeof FIELDS)[number], string>;

export const emptyTrailerForm = (): TrailerFormValues => ({
  ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as TrailerFormValues),
  trailerType: 'semi_trailer',
  bodyType: 'curtainsider',
  trailerStatus: 'available',
});

export const toTrailerPayload = (values: TrailerFormValues): TrailerInput =>
  Object.fromEntries(FIELDS.map((f) => [f, blankToNull(values[f])])) as TrailerInput;

export const trailerToForm = (trailer: Trailer): TrailerFormValues =>
  Object.fromEntries(FIELDS.map((f) => [f, nullToBlank(trailer[f])])) as TrailerFormValues;

export const trailerListQuery = (params: ListState): ListQueryParams => ({
  page: params.page,
  pageSize: LIST_PAGE_SIZE,
  sort: params.sort ? [params.sort] : undefined,
  search: params.search ? { term: params.search } : undefined,
  status: { field: 'trailerStatus', value: params.status },
});
