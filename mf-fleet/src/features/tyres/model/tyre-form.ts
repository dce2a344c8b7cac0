import type { TyreSet, TyreSetInput } from '@haulage/shared/contracts';
import { blankToNull, nullToBlank, toNumberOrNull } from '../../../lib/form-values';

/** What the tyre set form edits. Status and mileage are not typed in: mount/unmount drive them. */
export interface TyreFormValues {
  axle: string;
  season: string;
  brand: string;
  model: string;
  size: string;
  treadDepthMm: string | number;
  dotDate: string;
  note: string;
}

export const TYRE_FORM_FIELDS = ['axle', 'season', 'brand', 'model', 'size', 'treadDepthMm', 'dotDate', 'note'] as const;

export const emptyTyreForm = (): TyreFormValues => ({
  axle: 'front',
  season: 'winter',
  brand: '',
  model: '',
  size: '',
  treadDepthMm: '',
  dotDate: '',
  note: '',
});

export const tyreSetToForm = (set: TyreSet): TyreFormValues => ({
  axle: set.axle,
  season: set.season,
  brand: set.brand,
  model: nullToBlank(set.model),
  size: set.size,
  treadDepthMm: nullToBlank(set.treadDepthMm),
  dotDate: nullToBlank(set.dotDate),
  note: nullToBlank(set.note),
});

/** Form → payload for the truck's set; blanks become null, the tread depth a number. */
export const toTyrePayload = (truck: string, values: TyreFormValues): TyreSetInput => ({
  truck,
  axle: values.axle as TyreSetInput['axle'],
  season: values.season as TyreSetInput['season'],
  brand: blankToNull(values.brand) as string,
  model: blankToNull(values.model) as string | null,
  size: blankToNull(values.size) as string,
  treadDepthMm: toNumberOrNull(values.treadDepthMm) as number | null,
  dotDate: blankToNull(values.dotDate) as string | null,
  note: blankToNull(values.note) as string | null,
});

/**
 * What is sent: only what the form edits (and the truck). The schema's defaults for status and
 * accumulated km must not go out, or saving an edit would unmount a set or reset its mileage.
 */
export const tyreRequestBody = (payload: Partial<TyreSetInput>): Partial<TyreSetInput> => {
  const body: Record<string, unknown> = { truck: payload.truck };
  for (const field of TYRE_FORM_FIELDS) body[field] = payload[field] ?? null;
  return body as Partial<TyreSetInput>;
};
