import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, unauthorized } from '../../http/errors';
import { bearerToken } from './auth-plugin';
import { parseBody } from './validate';

const loginSchema = z.object({ email: z.unknown().optional(), password: z.unknown().optional() });
const renewSchema = z.strictObject({ token: z.string({ message: 'token is a required field' }).min(1, 'token is a required field') });

/** The admin session routes: login, renew-token, logout (Strapi's legacy admin contract). */
export const authRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.'),
  });
  const { max, windowMs } = app.config.loginRateLimit;

  app.post('/admin/login', { config: { rateLimit: { max, timeWindow: windowMs } } }, async (request) => {
    const { email, password } = parseBody(loginSchema, request.body);
    return { data: await app.authService.login(email, password) };
  });

  app.post('/admin/renew-token', { config: { rateLimit: { max: max * 6, timeWindow: windowMs } } }, async (request) => {
    const { token } = parseBody(renewSchema, request.body);
    return { data: { token: await app.authService.renew(token) } };
  });

  app.post('/admin/logout', { preHandler: app.authenticate }, async (request) => {
    const claims = await app.authService.claimsOf(bearerToken(request.headers.authorization) ?? '');
    if (!claims) throw unauthorized();
    await app.authService.logout(claims);
    return { data: {} };
  });
};
