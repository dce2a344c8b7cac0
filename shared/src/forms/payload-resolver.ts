import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** A cross-field rule such as `truckRules`: the problems it finds, each on a field path. */
export type FormRule<P> = (payload: P) => { path: string; message: string }[];

/**
 * Inputs hold strings; the API wants nulls and numbers. This resolver maps the form to the payload,
 * then validates the payload with the contract's schema (the one the API uses) and the cross-field
 * rules, so the form shows exactly the messages the server would give. Submit receives the payload.
 *
 * @example
 * useForm({ resolver: payloadResolver(truckInputSchema, toTruckPayload, [truckRules]) })
 */
export const payloadResolver = <F extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: F) => z.input<S>,
  rules: FormRule<z.input<S>>[] = [],
): Resolver<F, unknown, z.output<S>> => {
  // zodResolver's overloads cannot follow a generic schema; the payload it checks is z.input<S>.
  const validate = zodResolver(schema as never) as unknown as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>;
  return async (values, context, options) => {
    const payload = toPayload(values);
    const result = await validate(payload as z.input<S> & FieldValues, context, options as never);
    const errors: Record<string, { type: string; message: string }> = {
      ...(result.errors as Record<string, { type: string; message: string }>),
    };
    for (const rule of rules) {
      for (const problem of rule(payload)) errors[problem.path] ??= { type: 'rule', message: problem.message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as unknown as FieldErrors<F> };
    return result as Awaited<ReturnType<Resolver<F, unknown, z.output<S>>>>;
  };
};
