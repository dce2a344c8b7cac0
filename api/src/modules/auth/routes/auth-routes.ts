import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readBody } from '../../../content';
import { applicationError, HttpError, unauthorized } from '../../../http/errors';
import { sessionAnswerSchema } from '../../users/model/user-answers';
import { bearerToken } from '../auth-plugin';
import { createLoginFailuresRepository } from '../repository/login-failures-repository';
import { createLoginThrottle, SignInBackoffError, type SignInAttempt } from '../services/login-throttle';

// Loose: other keys are ignored, so a sign-in form that sends more (remember-me) still signs in.
const loginSchema = z.looseObject({ email: z.unknown().optional(), password: z.unknown().optional() });
const renewSchema = z.strictObject({ token: z.string({ message: 'token is a required field' }).min(1, 'token is a required field') });
// What renewing and signing out answer, whole (documentation: the OpenAPI document is made from these).
const renewAnswer = z.object({ data: z.object({ token: z.string() }) });
const logoutAnswer = z.object({ data: z.object({}) });

/** The admin session routes: login, renew-token, logout (Strapi's legacy admin contract). */
export const authRoutes = async (app: FastifyInstance): Promise<void> => {
  const throttle = createLoginThrottle(app.config.loginThrottle, createLoginFailuresRepository(app.db));
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.'),
  });

  const tags = ['auth'];
  app.post(
    '/admin/login',
    {
      config: { public: true, openapi: { errors: [429], body: loginSchema, bare: true, response: sessionAnswerSchema, bareAnswer: true } },
      schema: { summary: 'Sign in with {email, password}: {data: {token, user}}; 429 after repeated failures', tags },
    },
    async (request, reply) => {
      const { email, password } = readBody(loginSchema, request.body ?? {});
      // request.ip is the client's behind a TRUST_PROXY proxy, the proxy's (shared) address otherwise.
      const attempt: SignInAttempt = { email: typeof email === 'string' ? email.trim().toLowerCase() : '', address: request.ip };
      try {
        await throttle.assertMayTry(attempt);
      } catch (error) {
        if (error instanceof SignInBackoffError) void reply.header('retry-after', String(error.retryAfter));
        throw error;
      }
      const session = await app.authService.login(email, password);
      if (!session) {
        await throttle.failed(attempt);
        throw applicationError('Invalid credentials');
      }
      await throttle.succeeded(attempt);
      return { data: session };
    },
  );

  // Renewal needs a token signed by us, so there is nothing to guess; the bound caps the work per address.
  const renew = app.config.renewRateLimit;
  app.post(
    '/admin/renew-token',
    {
      config: {
        public: true,
        rateLimit: { max: renew.max, timeWindow: renew.windowMs },
        openapi: { errors: [429], body: renewSchema, bare: true, response: renewAnswer, bareAnswer: true },
      },
      schema: { summary: 'A fresh token for a valid one ({token})', tags },
    },
    async (request) => {
      const { token } = readBody(renewSchema, request.body ?? {});
      return { data: { token: await app.authService.renew(token) } };
    },
  );

  app.post(
    '/admin/logout',
    {
      preHandler: app.authenticate,
      config: { openapi: { response: logoutAnswer, bareAnswer: true } },
      schema: { summary: 'Sign out: the token stops working', tags },
    },
    async (request) => {
      const claims = await app.authService.claimsOf(bearerToken(request.headers.authorization) ?? '');
      if (!claims) throw unauthorized();
      await app.authService.logout(claims);
      app.endRealtimeSessions({ jti: claims.jti });
      return { data: {} };
    },
  );
};
