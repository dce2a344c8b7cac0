import { z } from 'zod';
import { invoiceCatalogue } from '../../i18n/catalogues/invoice';
import { createPlainTranslator, type PlainTranslate } from '../../i18n/plain-translator';
import { OPERATION_TYPES, type OperationType } from '../jobs/job-values';
import type { Language } from '../languages';
import { invoiceUnit, PRICE_COMPONENT_UNITS, PRICE_COMPONENTS, type PriceComponent, ROUNDINGS, type Rounding } from './price-components';

/**
 * What an agreement line says: the component and the notes the rating applied. Quantities are in
 * the component's unit.
 */
export interface ComponentWording {
  component: PriceComponent;
  /** A lane (zone-to-zone) price's two zones, as the agreement names them. */
  lane?: { fromArea: string; toArea: string };
  freeQuantity?: number;
  rounding?: Exclude<Rounding, 'none'>;
  /** The agreement's lowest quantity, named when it decided the quantity charged. */
  minQuantity?: number;
  /** The measured quantity, when the line is the minimum charge instead of it (1 × the minimum). */
  minimumChargeFor?: number;
}

/**
 * Extra work named by its type ("Kranarbete"), when the dispatcher gave no text of their own and
 * no agreement line priced it (an agreement's waiting time or stop words as its component).
 */
export interface OperationWording {
  operation: OperationType;
  /** Within the agreement's free quantity, so charged nothing: "Väntetid, ingår i avtalet". */
  includedInAgreement?: true;
  /** The quantity an amount was given for, when the line is 1 × that amount: "Vägavgift (3 st)". */
  count?: number;
}

/**
 * The dispatcher's own text with the quantity its amount was given for: the text prints as typed,
 * the note in the reader's language ("Färja Trelleborg (3 pcs)").
 */
export interface TextWording {
  text: string;
  count: number;
}

/**
 * What a line says, as data rather than words. Stored beside the Swedish description on the job's
 * operations and charges and on the invoice lines, so the line can be printed in the reader's
 * language (`describeCharge`).
 */
export type ChargeWording = ComponentWording | OperationWording | TextWording;

const quantity = z.number().positive().finite();

/** An agreement line's wording, as the rating answers it. */
export const componentWordingSchema: z.ZodType<ComponentWording> = z.object({
  component: z.enum(PRICE_COMPONENTS),
  lane: z.object({ fromArea: z.string(), toArea: z.string() }).optional(),
  freeQuantity: quantity.optional(),
  rounding: z.enum(ROUNDINGS).exclude(['none']).optional(),
  minQuantity: quantity.optional(),
  minimumChargeFor: quantity.optional(),
});

const operationWordingSchema: z.ZodType<OperationWording> = z.object({
  operation: z.enum(OPERATION_TYPES),
  includedInAgreement: z.literal(true).optional(),
  // A quantity of 0 with an amount is written too: "Vägavgift (0 st)".
  count: z.number().nonnegative().finite().optional(),
});

const textWordingSchema: z.ZodType<TextWording> = z.object({
  text: z.string().min(1),
  count: z.number().nonnegative().finite(),
});

/** Any wording, as a line stores and answers it. */
export const chargeWordingSchema = z.union([componentWordingSchema, operationWordingSchema, textWordingSchema]);

/**
 * A stored wording (JSON text or already parsed), or null: a line from before wordings, one written
 * by hand, or anything unreadable prints its stored description instead.
 */
export const readChargeWording = (stored: unknown): ChargeWording | null => {
  if (stored == null || stored === '') return null;
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  const parsed = chargeWordingSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const translators: Record<Language, PlainTranslate> = {
  sv: createPlainTranslator('sv', invoiceCatalogue),
  en: createPlainTranslator('en', invoiceCatalogue),
};

// A line's text has always written its quantities plainly ("1234,5"), never grouped, and the
// Swedish must stay the text already stored on charges and read by the exports.
const quantityText = (value: number, language: Language): string => (language === 'sv' ? String(value).replace('.', ',') : String(value));

const plurals: Record<Language, Intl.PluralRules> = { sv: new Intl.PluralRules('sv'), en: new Intl.PluralRules('en') };

/** A unit's word for a quantity of it: its `_one` word for one ("1 pc"), as i18next would choose it. */
const unitWord = (t: PlainTranslate, unit: string, value: number, language: Language): string => {
  const keys = plurals[language].select(value) === 'one' ? [`units.${unit}_one`, `units.${unit}`] : [`units.${unit}`];
  for (const key of keys) {
    const word = t(key);
    if (word !== key) return word;
  }
  return unit;
};

const counted = (t: PlainTranslate, value: number, unit: string, language: Language) => ({
  quantity: quantityText(value, language),
  unit: unitWord(t, unit, value, language),
});

/**
 * A text with the note that the line is the minimum charge for its measured quantity. Also for a
 * charge stored before wordings, whose text is all there is.
 */
export const withMinimumCharge = (text: string, measured: number, unit: string, language: Language): string => {
  const t = translators[language];
  return t('charges.minimumCharge', { text, ...counted(t, measured, invoiceUnit(unit), language) });
};

/**
 * A text with the quantity its amount was given for, the line being 1 × that amount: "Vägavgift
 * (3 st)". Also for the dispatcher's own text, which has no wording.
 */
export const withCount = (text: string, count: number, language: Language): string => {
  const t = translators[language];
  return t('charges.count', { text, ...counted(t, count, 'st', language) });
};

const describeOperation = (wording: OperationWording, language: Language): string => {
  const t = translators[language];
  const label = t(`charges.operation.${wording.operation}`);
  const text = wording.includedInAgreement ? t('charges.included', { text: label }) : label;
  return wording.count != null ? withCount(text, wording.count, language) : text;
};

const describeComponent = (wording: ComponentWording, language: Language): string => {
  const t = translators[language];
  const unit = invoiceUnit(PRICE_COMPONENT_UNITS[wording.component]);
  const label = wording.lane
    ? t('charges.lane', { from: wording.lane.fromArea, to: wording.lane.toArea })
    : t(`charges.component.${wording.component}`);
  const notes = [
    wording.freeQuantity ? t('charges.free', counted(t, wording.freeQuantity, unit, language)) : null,
    wording.rounding ? t(`charges.rounding.${wording.rounding}`) : null,
    wording.minQuantity ? t('charges.lowest', counted(t, wording.minQuantity, unit, language)) : null,
  ].filter((note): note is string => note !== null);
  const text = notes.length > 0 ? `${label} (${notes.join(', ')})` : label;
  return wording.minimumChargeFor ? withMinimumCharge(text, wording.minimumChargeFor, unit, language) : text;
};

/**
 * A line's text in a language: "Körsträcka (per påbörjad km, lägst 10 km)", "Vägavgift (3 st)" in
 * Swedish, exactly what the rating engine and the pricing of extra work have always written;
 * "Distance (per started km, at least 10 km)", "Toll (3 pcs)" in English.
 */
export const describeCharge = (wording: ChargeWording, language: Language): string => {
  if ('operation' in wording) return describeOperation(wording, language);
  if ('component' in wording) return describeComponent(wording, language);
  return withCount(wording.text, wording.count, language);
};
