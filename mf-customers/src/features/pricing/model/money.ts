import { formatMoney, inputToOre, oreToInput as sharedOreToInput } from '@haulage/shared/format';

/**
 * Prices are stored in öre (integer minor units) so sums never drift; people type and read kronor
 * with a decimal comma. The formatting is the platform's (`@haulage/shared/format`); these names
 * are what the pricing feature speaks.
 */
export const oreToKronor = (ore: number): number => ore / 100;

/** Parses "1 250,50" or "1250.5" kronor into öre; null for an empty or unreadable entry. */
export const kronorToOre = (input: string | number | null | undefined): number | null => inputToOre(input);

/** A price where öre matter: 125050 → "1 250,50 kr". */
export const formatOre = (ore: number | null | undefined, currency = 'SEK'): string => formatMoney(ore, { ore: true, currency });

/** The kronor text an input shows for a stored öre value, with a decimal comma: 125050 → "1250,50". */
export const oreToInput = (ore: number | null | undefined): string => sharedOreToInput(ore);
