/**
 * What a job made from a template (a chosen day in the office, or a recurring schedule's occurrence)
 * copies as it is. The customer, the contact and the stops are copied too, each side by its own
 * reference (documentId in a form, id in the API), the stop times moved to the new day; truck and
 * driver are left to planning.
 */
export const TEMPLATE_COPIED_FIELDS = [
  'customerReference',
  'goodsDescription',
  'weightKg',
  'pallets',
  'adr',
  'goodsMarks',
  'packageCount',
  'packaging',
  'volumeM3',
  'unNumber',
  'adrClass',
  'packingGroup',
  'vehicleClass',
  'kmPlanned',
  'notesInternal',
  'notesDriver',
] as const;

export type TemplateCopiedField = (typeof TEMPLATE_COPIED_FIELDS)[number];

/** The template's values of `TEMPLATE_COPIED_FIELDS`. */
export const copiedFromTemplate = <T extends Record<TemplateCopiedField, unknown>>(template: T): Pick<T, TemplateCopiedField> =>
  Object.fromEntries(TEMPLATE_COPIED_FIELDS.map((field) => [field, template[field]])) as Pick<T, TemplateCopiedField>;
