// What a transport document says of dangerous goods (ADR 5.4.1.1.1) and when a job must say it.

/** The classes of ADR 2.1.1.1, divisions as the labels number them. */
export const ADR_CLASSES = ['1', '2', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'] as const;
export type AdrClass = (typeof ADR_CLASSES)[number];

/** I great danger, II medium, III minor; not every substance has one (gases, articles). */
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/** Written "UN 1203" or "1203"; stored as its four digits. */
// Spelt without the i flag, so the OpenAPI document's pattern says the same.
export const UN_NUMBER_PATTERN = /^([Uu][Nn]\s?)?\d{4}$/;
export const UN_NUMBER_MESSAGE = 'UN number must be 4 digits (e.g. UN 1203)';

export interface DangerousGoods {
  adr?: boolean | null;
  unNumber?: string | null;
  adrClass?: string | null;
  packingGroup?: string | null;
}

export interface GoodsProblem {
  field: 'unNumber' | 'adrClass' | 'packingGroup';
  message: string;
}

const LABELS: Record<GoodsProblem['field'], string> = { unNumber: 'UN number', adrClass: 'ADR class', packingGroup: 'Packing group' };
const given = (value: string | null | undefined): boolean => value != null && value.trim() !== '';

/**
 * ADR goods name their UN number and class (what the driver, the CMR and the emergency services
 * read); other goods name none, so a job is never half dangerous. The packing group is optional,
 * since gases and some articles have none, but it too belongs only to ADR goods.
 */
export const dangerousGoodsProblems = (goods: DangerousGoods): GoodsProblem[] => {
  if (goods.adr) {
    return (['unNumber', 'adrClass'] as const)
      .filter((field) => !given(goods[field]))
      .map((field) => ({ field, message: `${LABELS[field]} is required for ADR goods` }));
  }
  return (['unNumber', 'adrClass', 'packingGroup'] as const)
    .filter((field) => given(goods[field]))
    .map((field) => ({ field, message: `${LABELS[field]} is only for ADR goods: mark the goods ADR or leave it empty` }));
};

/**
 * The goods' ADR line in the order ADR 5.4.1.1.1 prescribes, "UN 1203, 3, II": UN number, class,
 * packing group (left out when there is none). The proper shipping name is the goods'
 * description, which the consignment note prints in box 9. Null for goods without a UN number.
 */
export const adrDescription = (goods: Pick<DangerousGoods, 'unNumber' | 'adrClass' | 'packingGroup'>): string | null =>
  given(goods.unNumber)
    ? [`UN ${goods.unNumber}`, goods.adrClass, goods.packingGroup].filter((part): part is string => given(part)).join(', ')
    : null;
