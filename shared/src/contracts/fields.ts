import { z } from 'zod';
import { isPhoneNumber } from './validators/swedish-fleet';

/**
 * Field builders that give every form and the API the same messages. Optional fields accept
 * null (a cleared field) and are omitted when not sent.
 */
export const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `${label} is at most ${max} characters`);

export const optionalText = (label: string, max = 2000) => z.string().trim().max(max, `${label} is at most ${max} characters`).nullish();

export const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

export const optionalDate = (label: string) => isoDate(label).nullish();

export const optionalPhone = (label: string) =>
  z.string().trim().refine(isPhoneNumber, `${label} is not a phone number (e.g. +46 70 123 45 67)`).nullish();

export const optionalEmail = (label: string) => z.email({ error: `${label} is not an e-mail address` }).nullish();

export const wholeNumber = (label: string, min = 0, max = 10_000_000) =>
  z
    .int({ error: `${label} must be a whole number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** A relation is set by documentId (Strapi 5) or by numeric id. */
export const relationRef = z.union([z.string().min(1), z.int().positive()]);
export type RelationRef = z.infer<typeof relationRef>;

export const enumOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
