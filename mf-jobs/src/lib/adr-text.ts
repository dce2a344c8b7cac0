import { adrDescription, type DangerousGoods } from '@haulage/shared/contracts';

/** "Yes, UN 1203, 3, II" for ADR goods (the line of the consignment note when the job has it), else "No". */
export const adrText = (goods: DangerousGoods): string => (goods.adr ? ['Yes', adrDescription(goods)].filter(Boolean).join(', ') : 'No');
