import {
  type FieldError,
  PRICE_COMPONENTS,
  type PriceLine,
  priceLineSchema,
  VEHICLE_CLASSES,
  type VehicleClass,
} from '@haulage/shared/contracts';
import { z } from 'zod';
import { dataPayload, readBody, refuseUnknownKeys } from '../../../content';
import { fieldErrors, HttpError } from '../../../http/errors';

/** The spec's models: each holds the lines of one vehicle class. */
const MODELS = { truckModel: 'truck', vanModel: 'van' } as const satisfies Record<string, VehicleClass>;
type ModelKey = keyof typeof MODELS;
const MODEL_KEYS = Object.keys(MODELS) as ModelKey[];

/** A model line is a price line without its vehicle class (the model says which). */
const modelLineKeys = z.object(Object.fromEntries(Object.entries(priceLineSchema.shape).filter(([key]) => key !== 'vehicleClass')));
const modelList = (label: string) =>
  z
    .array(z.looseObject({}, { error: 'Each price line must be an object' }), { error: `${label} must be a list of price lines` })
    .optional();

/** What the models part of a body must look like before it is turned into lines. */
const modelsSchema = z.object({
  columns: z.array(z.enum(PRICE_COMPONENTS), { error: `Columns must be a list of: ${PRICE_COMPONENTS.join(', ')}` }).optional(),
  truckModel: modelList('The truck model'),
  vanModel: modelList('The van model'),
});

type AgreementSchema = z.ZodObject<{ lines: z.ZodType }>;

export interface PricingInput<T> {
  values: T;
  /** Whose stored lines the body's lines replace: all, one model's vehicle classes, or none (no lines sent). */
  replaces: 'all' | VehicleClass[] | null;
}

/** Line errors are reported where the client wrote the line (`truckModel[1]`), not at `lines[3]`. */
const atOrigin = (error: unknown, origins: [ModelKey, number][]): unknown => {
  const errors = error instanceof HttpError ? (error.details?.errors as FieldError[] | undefined) : undefined;
  if (!errors || origins.length === 0) return error;
  const mapped = errors.map((e) => {
    const origin = e.path[0] === 'lines' && typeof e.path[1] === 'number' ? origins[e.path[1]] : undefined;
    return origin ? { ...e, path: [...origin, ...e.path.slice(2)] } : e;
  });
  return fieldErrors(mapped, mapped[0]?.message);
};

/**
 * A price agreement body, checked whole before anything is written: `lines`, or the spec's
 * `truckModel`/`vanModel` (never both), keys refused at any depth, every value validated with the
 * contract's schema. A model that is not a list is a 400, never an empty list of lines.
 */
export const readPricingBody = <S extends AgreementSchema>(schema: S, body: unknown): PricingInput<z.output<S>> => {
  const data = dataPayload(body);
  refuseUnknownKeys(
    z.object({ ...schema.shape, ...modelsSchema.shape, truckModel: z.array(modelLineKeys), vanModel: z.array(modelLineKeys) }),
    data,
  );
  // Columns only describe the table the client shows, so they are checked and then not needed.
  const { columns, truckModel, vanModel, ...rest } = data;
  const models = readBody(modelsSchema, { columns, truckModel, vanModel });
  const sent = MODEL_KEYS.filter((key) => models[key] !== undefined);
  if (sent.length > 0 && rest.lines !== undefined) {
    throw fieldErrors([
      { path: ['lines'], message: 'Send the price lines as lines or as truckModel/vanModel, not both', name: 'ValidationError' },
    ]);
  }
  const origins: [ModelKey, number][] = sent.flatMap((key) => models[key]!.map((_line, index): [ModelKey, number] => [key, index]));
  const input =
    sent.length === 0
      ? rest
      : { ...rest, lines: sent.flatMap((key) => models[key]!.map((line) => ({ ...line, vehicleClass: MODELS[key] }))) };
  let values: z.output<S>;
  try {
    values = readBody(schema, input);
  } catch (error) {
    throw atOrigin(error, origins);
  }
  const replaces = sent.length > 0 ? sent.map((key) => MODELS[key]) : rest.lines !== undefined ? 'all' : null;
  return { values, replaces };
};

/** The agreement's lines after the write: a model replaces its vehicle class's lines and keeps the others'. */
export const linesAfter = (
  stored: readonly PriceLine[],
  sent: readonly PriceLine[],
  replaces: PricingInput<unknown>['replaces'],
): PriceLine[] | null => {
  if (replaces === null) return null;
  if (replaces === 'all') return [...sent];
  return VEHICLE_CLASSES.flatMap((vehicleClass) =>
    (replaces.includes(vehicleClass) ? sent : stored).filter((line) => line.vehicleClass === vehicleClass),
  );
};
