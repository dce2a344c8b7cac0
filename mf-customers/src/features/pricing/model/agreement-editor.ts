import {
  PRICE_COMPONENTS,
  VEHICLE_CLASSES,
  priceLineKey,
  type PriceComponent,
  type PriceLine,
  type PriceLineInput,
  type Rounding,
  type VehicleClass,
} from '@haulage/shared/contracts';
import { kronorToOre, oreToInput } from './money';

/**
 * One row of the agreement editor: a vehicle class × component (or a zone pair). Without an
 * override the row shows the generic model's line as the inherited default; with one, the user's
 * values (kronor as typed) replace it for this customer only.
 */
export interface EditorRow {
  key: string;
  vehicleClass: VehicleClass;
  component: PriceComponent;
  fromArea: string | null;
  toArea: string | null;
  inherited: PriceLine | null;
  override: boolean;
  unitPrice: string;
  minQuantity: string;
  minCharge: string;
  freeQuantity: string;
  rounding: Rounding;
}

const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

const rowFrom = (
  base: Pick<EditorRow, 'vehicleClass' | 'component' | 'fromArea' | 'toArea'>,
  inherited: PriceLine | null,
  own: PriceLine | null,
): EditorRow => {
  const shown = own ?? inherited;
  return {
    ...base,
    key: priceLineKey(base),
    inherited,
    override: own !== null,
    unitPrice: oreToInput(shown?.unitPrice),
    minQuantity: numberText(shown?.minQuantity),
    minCharge: oreToInput(shown?.minCharge),
    freeQuantity: numberText(shown?.freeQuantity),
    rounding: shown?.rounding ?? 'none',
  };
};

/** Every class × component, plus each zone pair either side prices, in the canonical order. */
export const buildEditorRows = (genericLines: readonly PriceLine[], ownLines: readonly PriceLine[]): EditorRow[] => {
  const generic = new Map(genericLines.map((line) => [priceLineKey(line), line]));
  const own = new Map(ownLines.map((line) => [priceLineKey(line), line]));
  const rows: EditorRow[] = [];
  for (const vehicleClass of VEHICLE_CLASSES) {
    for (const component of PRICE_COMPONENTS) {
      if (component === 'zone_to_zone') {
        const zoneKeys = new Set([...generic.keys(), ...own.keys()].filter((key) => key.startsWith(`${vehicleClass}|zone_to_zone|`)));
        for (const key of [...zoneKeys].sort()) {
          const line = (own.get(key) ?? generic.get(key))!;
          rows.push(
            rowFrom(
              { vehicleClass, component, fromArea: line.fromArea ?? null, toArea: line.toArea ?? null },
              generic.get(key) ?? null,
              own.get(key) ?? null,
            ),
          );
        }
      } else {
        const key = priceLineKey({ vehicleClass, component, fromArea: null, toArea: null });
        rows.push(rowFrom({ vehicleClass, component, fromArea: null, toArea: null }, generic.get(key) ?? null, own.get(key) ?? null));
      }
    }
  }
  return rows;
};

/** Switching an override off brings the inherited values back into the row. */
export const resetRow = (row: EditorRow): EditorRow => ({ ...rowFrom(row, row.inherited, null), override: false });

const optionalNumber = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
};

/** The agreement's own lines: only the overridden rows are sent, so the rest keeps following the model. */
export const rowsToOverrideLines = (rows: readonly EditorRow[]): PriceLineInput[] =>
  rows
    .filter((row) => row.override)
    .map((row) => ({
      vehicleClass: row.vehicleClass,
      component: row.component,
      unitPrice: kronorToOre(row.unitPrice) ?? Number.NaN,
      minQuantity: optionalNumber(row.minQuantity),
      minCharge: kronorToOre(row.minCharge),
      freeQuantity: optionalNumber(row.freeQuantity),
      rounding: row.rounding,
      ...(row.component === 'zone_to_zone' ? { fromArea: row.fromArea, toArea: row.toArea } : {}),
    }));

/** Problems per row input, keyed by the form path (`rows.3.unitPrice`). */
export const rowProblems = (rows: readonly EditorRow[]): { path: string; message: string }[] =>
  rows.flatMap((row, index) => {
    if (!row.override) return [];
    const problems: { path: string; message: string }[] = [];
    const price = kronorToOre(row.unitPrice);
    if (price === null || price < 0)
      problems.push({ path: `rows.${index}.unitPrice`, message: 'Enter a price in kronor, e.g. 650 or 12,50' });
    if (row.minCharge.trim() !== '' && kronorToOre(row.minCharge) === null)
      problems.push({ path: `rows.${index}.minCharge`, message: 'Enter a minimum charge in kronor' });
    for (const field of ['minQuantity', 'freeQuantity'] as const) {
      const value = optionalNumber(row[field]);
      if (value !== null && (Number.isNaN(value) || value < 0))
        problems.push({ path: `rows.${index}.${field}`, message: 'Enter zero or a positive number' });
    }
    return problems;
  });

/** The lines rating sees for a preview: the overrides as parsed now (unreadable rows left out). */
export const rowsToPreviewLines = (rows: readonly EditorRow[]): PriceLine[] =>
  rowsToOverrideLines(rows).filter((line) => Number.isFinite(line.unitPrice)) as PriceLine[];
