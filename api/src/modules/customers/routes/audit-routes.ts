import type { FastifyInstance } from 'fastify';
import { auditType } from '../content-types';
import { reader } from './route-helpers';
import { viewerOf } from '../../../content';

type Stored = Record<string, unknown> & { userId?: number | null; userName?: string | null };

/** The user is stored as id + name copy; the contract answers `user: {id, name}`. */
const toEntry = ({ userId, userName, ...rest }: Stored) => ({
  ...rest,
  user: userId == null ? null : { id: userId, name: userName ?? '' },
});

/** Read-only trail, newest first unless the caller sorts. */
export const auditRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get(
    '/api/audit-entries',
    {
      preHandler: app.authorize('audit-entries', 'read'),
      config: { openapi: { entry: auditType, list: true } },
      schema: { summary: 'The audit trail of customers, contacts and agreements (filters, pagination)', tags: ['audit-entries'] },
    },
    async (request) => {
      const params = (request.query && typeof request.query === 'object' ? request.query : {}) as Record<string, unknown>;
      const page = await reader(app, auditType).find({ ...params, sort: params.sort ?? ['at:desc', 'id:desc'] }, viewerOf(request));
      return { ...page, data: (page.data as Stored[]).map(toEntry) };
    },
  );
};
