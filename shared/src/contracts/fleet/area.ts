import { z } from 'zod';
import { optionalText, requiredText } from '../fields';
import type { Entry } from '../strapi';
import type { Truck } from './truck';

/** An operating area: trucks belong to one, and planning and zone pricing group by it. */
export const areaInputSchema = z.object({
  name: requiredText('the area name', 80),
  code: optionalText('Code', 12),
  description: optionalText('Description', 500),
});
export type AreaInput = z.infer<typeof areaInputSchema>;

export interface Area extends Entry {
  name: string;
  code: string | null;
  description: string | null;
  trucks?: Truck[];
}
