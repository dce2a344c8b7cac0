import type { Area, AreaInput } from '@haulage/shared/contracts';

/** What the area form holds: a string per input. */
export interface AreaFormValues {
  name: string;
  code: string;
  description: string;
}

export const AREA_FORM_FIELDS: readonly (keyof AreaFormValues)[] = ['name', 'code', 'description'];

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export const emptyAreaForm = (): AreaFormValues => ({ name: '', code: '', description: '' });

export const areaToForm = (area: Pick<Area, 'name' | 'code' | 'description'>): AreaFormValues => ({
  name: area.name,
  code: area.code ?? '',
  description: area.description ?? '',
});

/** The body's `data`: a cleared code or description is null, so an edit can remove it. */
export const toAreaPayload = (values: AreaFormValues): AreaInput => ({
  name: values.name.trim(),
  code: blankToNull(values.code),
  description: blankToNull(values.description),
});
