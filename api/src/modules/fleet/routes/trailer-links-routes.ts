import { trailerLinkInputSchema, trailerLinkUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../content';
import { trailerLinksType } from '../content-types';
import { linkEnds } from '../repository/fleet-repository';
import { assertTrailerLink } from '../services/fleet-rules';

type Ref = string | number;

/** /api/trailers-links: couplings, checked so a trailer is behind one truck at a time. */
export const trailerLinksRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: trailerLinksType,
    createSchema: trailerLinkInputSchema,
    updateSchema: trailerLinkUpdateSchema,
    hooks: {
      beforeCreate: (ctx) =>
        assertTrailerLink(ctx.trx, {
          truck: ctx.data.truck as Ref,
          trailer: ctx.data.trailer as Ref,
          linkedFrom: String(ctx.data.linkedFrom),
          linkedTo: (ctx.data.linkedTo as string | null | undefined) ?? null,
        }),
      beforeUpdate: async (ctx, existing) => {
        const row = await linkEnds(ctx.trx, existing.id);
        await assertTrailerLink(ctx.trx, {
          id: existing.id,
          truck: (ctx.data.truck as Ref | undefined) ?? Number(row.truck_id),
          trailer: (ctx.data.trailer as Ref | undefined) ?? Number(row.trailer_id),
          linkedFrom: String(ctx.data.linkedFrom ?? existing.linkedFrom),
          linkedTo: (ctx.data.linkedTo === undefined ? existing.linkedTo : ctx.data.linkedTo) as string | null,
        });
      },
    },
  });
};
