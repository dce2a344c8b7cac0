import { invoiceCatalogue } from '../../i18n/catalogues/invoice';
import { createPlainTranslator } from '../../i18n/plain-translator';
import { OPERATION_TYPES, type OperationType } from '../jobs/job-values';
import { type ChargeWording, type ComponentWording, describeCharge, readChargeWording } from './charge-wording';
import { PRICE_COMPONENTS, type PriceComponent, ROUNDINGS, type Rounding } from './price-components';

/**
 * Lines priced before wordings were stored carry only their Swedish text. That text was written by
 * the same catalogue (`describeCharge(…, 'sv')`), so it is read back into its wording by the
 * catalogue's own Swedish patterns, and kept only when the wording writes exactly that text again.
 * Anything else (a dispatcher's own text without a count, an unknown shape) stays text.
 */

// The Swedish templates with their placeholders left in ("{{quantity}} {{unit}} fritt").
const template = createPlainTranslator('sv', invoiceCatalogue);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern whose named groups are its placeholders. */
const patternOf = (key: string): RegExp => {
  const groups: Record<string, string> = {
    quantity: '(?<quantity>\\d+(?:,\\d+)?)',
    unit: '\\S+',
    text: '(?<text>.+)',
    from: '(?<from>.+)',
    to: '(?<to>.+)',
  };
  const source = escape(template(key)).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => groups[name] ?? '(.+)');
  return new RegExp(`^${source}$`);
};

const PATTERNS = {
  minimumCharge: patternOf('charges.minimumCharge'),
  count: patternOf('charges.count'),
  included: patternOf('charges.included'),
  lane: patternOf('charges.lane'),
  free: patternOf('charges.free'),
  lowest: patternOf('charges.lowest'),
};

const swedishNumber = (text: string): number => Number(text.replace(',', '.'));

const ROUNDING_OF = new Map(ROUNDINGS.filter((r) => r !== 'none').map((r) => [template(`charges.rounding.${r}`), r]));

/** "(15 km fritt, per påbörjad km)" into the wording's notes; null on a note the catalogue never wrote. */
const readNotes = (wording: ComponentWording, notes: string): ComponentWording | null => {
  for (const note of notes.split(', ')) {
    const free = PATTERNS.free.exec(note)?.groups;
    const lowest = PATTERNS.lowest.exec(note)?.groups;
    const rounding = ROUNDING_OF.get(note) as Exclude<Rounding, 'none'> | undefined;
    if (free) wording.freeQuantity = swedishNumber(free.quantity!);
    else if (lowest) wording.minQuantity = swedishNumber(lowest.quantity!);
    else if (rounding) wording.rounding = rounding;
    else return null;
  }
  return wording;
};

const componentWording = (component: PriceComponent, description: string): ComponentWording | null => {
  let rest = description;
  let wording: ComponentWording | null = { component };
  const minimum = PATTERNS.minimumCharge.exec(rest)?.groups;
  if (minimum) [rest, wording.minimumChargeFor] = [minimum.text!, swedishNumber(minimum.quantity!)];
  const notes = /^(.+) \(([^()]+)\)$/.exec(rest);
  if (notes) [rest, wording] = [notes[1]!, readNotes(wording, notes[2]!)];
  const lane = PATTERNS.lane.exec(rest)?.groups;
  if (wording && lane && component === 'zone_to_zone') wording.lane = { fromArea: lane.from!, toArea: lane.to! };
  return wording;
};

/** Extra work's label (with its notes), else the dispatcher's own text with a count; null for plain own text. */
const operationWording = (operation: OperationType, description: string): ChargeWording | null => {
  const counted = PATTERNS.count.exec(description)?.groups;
  const text = counted ? counted.text! : description;
  const count = counted ? swedishNumber(counted.quantity!) : undefined;
  const label = template(`charges.operation.${operation}`);
  const withCount = count === undefined ? {} : { count };
  if (text === label) return { operation, ...withCount };
  if (PATTERNS.included.exec(text)?.groups?.text === label) return { operation, includedInAgreement: true, ...withCount };
  return count === undefined ? null : { text, count };
};

const isComponent = (value: unknown): value is PriceComponent => (PRICE_COMPONENTS as readonly unknown[]).includes(value);
const isOperation = (value: unknown): value is OperationType => (OPERATION_TYPES as readonly unknown[]).includes(value);

/**
 * The wording of a line stored before wordings, read back from its Swedish text and what it priced
 * (an agreement component, or extra work's type); null when the text is not one the catalogue wrote.
 * Extra work priced by an agreement component (waiting time, extra stops) was worded as that
 * component, so extra work is tried as each component too.
 */
export const wordingFromSwedish = (line: { description: string | null; component?: unknown; type?: unknown }): ChargeWording | null => {
  const { description } = line;
  if (!description) return null;
  const candidates: (ChargeWording | null)[] = isComponent(line.component)
    ? [componentWording(line.component, description)]
    : isOperation(line.type)
      ? [operationWording(line.type, description), ...PRICE_COMPONENTS.map((component) => componentWording(component, description))]
      : [];
  return candidates.find((wording) => wording && describeCharge(wording, 'sv') === description) ?? null;
};

/** A stored line's wording: the one it stored, else the one its Swedish text was written from. */
export const storedLineWording = (line: {
  wording?: unknown;
  description: string | null;
  component?: unknown;
  type?: unknown;
}): ChargeWording | null => readChargeWording(line.wording) ?? wordingFromSwedish(line);
