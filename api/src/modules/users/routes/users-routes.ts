import type { FastifyInstance } from 'fastify';
import { parsePageNumbers, readBody } from '../../../content';
import { notFound } from '../../../http/errors';
import { userAnswerSchema, usersAnswerSchema } from '../model/user-answers';
import { createUserSchema, updateUserSchema } from '../model/users-schemas';
import { createUsersService } from '../services/users-service';
import { findDriverId } from '../repository/driver-link';

const MAX_USERS_PAGE_SIZE = 100;
// Plain answers, as Strapi's users routes give them (not `{data, meta}`).
const oneUser = { response: userAnswerSchema, bareAnswer: true };

const parseId = (raw: string): number => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
};

/** `/api/users`: the current user for everyone signed in, administration for admins. Answers are plain, as Strapi's. */
export const usersRoutes = async (app: FastifyInstance): Promise<void> => {
  const users = createUsersService(app, (ref) => findDriverId(app.db, ref));

  app.get(
    '/api/users/me',
    { preHandler: app.authenticate, config: { openapi: oneUser }, schema: { summary: 'The signed-in user', tags: ['users'] } },
    async (request) => {
      const me = await users.findById(request.user.id);
      if (!me) throw notFound();
      return me;
    },
  );

  app.get(
    '/api/users',
    {
      preHandler: app.authorize('users', 'read'),
      config: { openapi: { response: usersAnswerSchema, bareAnswer: true } },
      schema: { summary: 'Users, paged (?pagination[page]&[pageSize])', tags: ['users'] },
    },
    async (request) => {
      const { page, pageSize } = parsePageNumbers(request.query, {
        defaultPageSize: MAX_USERS_PAGE_SIZE,
        maxPageSize: MAX_USERS_PAGE_SIZE,
      });
      return users.list(page, pageSize);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/users/:id',
    { preHandler: app.authorize('users', 'read'), config: { openapi: oneUser }, schema: { summary: 'One user', tags: ['users'] } },
    async (request) => {
      const user = await users.findById(parseId(request.params.id));
      if (!user) throw notFound();
      return user;
    },
  );

  app.post(
    '/api/users',
    {
      preHandler: app.authorize('users', 'create'),
      schema: {
        summary: 'Create a user ({email, password, name, type, driver?}; a driver user names its driver); 409 when the e-mail is taken',
        tags: ['users'],
      },
      config: { openapi: { status: 201, errors: [409], body: createUserSchema, bare: true, ...oneUser } },
    },
    async (request, reply) => {
      const input = readBody(createUserSchema, request.body ?? {});
      const user = await users.create(input);
      return reply.status(201).send(user);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/users/:id',
    {
      preHandler: app.authorize('users', 'update'),
      schema: { summary: 'Update a user (type, block, password); a changed type or password ends their sessions', tags: ['users'] },
      config: { openapi: { errors: [409], body: updateUserSchema, bare: true, ...oneUser } },
    },
    async (request) => {
      const patch = readBody(updateUserSchema, request.body ?? {});
      const { user, sessionsRevoked } = await users.update(parseId(request.params.id), patch);
      // Its tokens were revoked in the transaction; its open sockets must not keep listening either.
      if (sessionsRevoked) app.endRealtimeSessions({ userId: user.id });
      return user;
    },
  );
};
