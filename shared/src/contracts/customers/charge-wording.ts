import { z } from 'zod';
import { invoiceCatalogue } from '../../i18n/catalogues/invoice';
import { createPlainTranslator, type PlainTranslate } from '../../i18n/plain-translator';
import type { Language } from '../languages';
import { invoiceUnit, PRICE_COMPONENT_UNITS, PRICE_COMPONENTS, type PriceComponent, ROUNDINGS, type Rounding } from './price-components';

/**
 * What a priced line says, as data rather than words: the component and the notes the rating
 * applied. Stored beside the Swedish description on the job's charges and the invoice lines, so
 * the line can be printed in the reader's language (`describeCharge`). Quantities are in the
 * component's unit.
 */
export interface ChargeWording {
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

const quantity = z.number().positive().finite();

export const chargeWordingSchema: z.ZodType<ChargeWording> = z.object({
  component: z.enum(PRICE_COMPONENTS),
  lane: z.object({ fromArea: z.string(), toArea: z.string() }).optional(),
  freeQuantity: quantity.optional(),
  rounding: z.enum(ROUNDINGS).exclude(['none']).optional(),
  minQuantity: quantity.optional(),
  minimumChargeFor: quantity.optional(),
});

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

const unitWord = (t: PlainTranslate, unit: string): string => {
  const key = `units.${unit}`;
  const word = t(key);
  return word === key ? unit : word;
};

/**
 * A text with the note that the line is the minimum charge for its measured quantity. Also for a
 * charge stored before wordings, whose text is all there is.
 */
export const withMinimumCharge = (text: string, measured: number, unit: string, language: Language): string => {
  const t = translators[language];
  return t('charges.minimumCharge', { text, quantity: quantityText(measured, language), unit: unitWord(t, invoiceUnit(unit)) });
};

/**
 * A priced line's text in a language: "Körsträcka (per påbörjad km, lägst 10 km)" in Swedish,
 * exactly what the rating engine has always written, "Distance (per started km, at least 10 km)"
 * in English.
 */
export const describeCharge = (wording: ChargeWording, language: Language): string => {
  const t = translators[language];
  const unit = invoiceUnit(PRICE_COMPONENT_UNITS[wording.component]);
  const counted = (value: number) => ({ quantity: quantityText(value, language), unit: unitWord(t, unit) });
  const label = wording.lane
    ? t('charges.lane', { from: wording.lane.fromArea, to: wording.lane.toArea })
    : t(`charges.component.${wording.component}`);
  const notes = [
    wording.freeQuantity ? t('charges.free', counted(wording.freeQuantity)) : null,
    wording.rounding ? t(`charges.rounding.${wording.rounding}`) : null,
    wording.minQuantity ? t('charges.lowest', counted(wording.minQuantity)) : null,
  ].filter((note): note is string => note !== null);
  const text = notes.length > 0 ? `${label} (${notes.join(', ')})` : label;
  return wording.minimumChargeFor ? withMinimumCharge(text, wording.minimumChargeFor, unit, language) : text;
};
