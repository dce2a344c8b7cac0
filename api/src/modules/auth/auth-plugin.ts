import { type Action, can, type Resource } from '@haulage/shared/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/errors';
import { createUsersRepository } from '../users/repository/users-repository';
import { type AuthService, type AuthUser, createAuthService } from './services/auth-service';
import { createRevokedTokensRepository } from './repository/revoked-tokens-repository';
import { requireRouteAccess, tagAccess } from './route-access';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** preHandler: any signed-in user (401 otherwise); sets `request.user`. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a valid token, 403 when the user type may not do `action` on `resource`. */
    authorize(resource: Resource, action: Action): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate`/`authorize`; only read it on routes that use one of them. */
    user: AuthUser;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
};

const requireUser = async (app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> => {
  const token = bearerToken(request.headers.authorization);
  const user = token ? await app.authService.authenticate(token) : null;
  if (!user) throw unauthorized();
  request.user = user;
  return user;
};

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createAuthService({
      settings: app.config,
      users: createUsersRepository(app.db),
      revoked: createRevokedTokensRepository(app.db),
    });
    app.decorate('authService', service);
    app.decorateRequest('user', null as unknown as AuthUser);
    requireRouteAccess(app);
    app.decorate(
      'authenticate',
      tagAccess<preHandlerAsyncHookHandler>(
        async function authenticate(request: FastifyRequest) {
          await requireUser(app, request);
        },
        { kind: 'signed-in' },
      ),
    );
    app.decorate('authorize', (resource: Resource, action: Action): preHandlerAsyncHookHandler =>
      tagAccess<preHandlerAsyncHookHandler>(
        async function authorize(request: FastifyRequest) {
          const user = await requireUser(app, request);
          if (!can(user.type, resource, action)) throw forbidden();
        },
        { kind: 'permission', resource, action },
      ),
    );
  },
  { name: 'haulage-auth', fastify: '5.x' },
);
