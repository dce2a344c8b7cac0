import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { passwordProblem } from '../users/model/password-policy';

export const MIN_SECRET_LENGTH = 32;

/** The placeholders our own compose file and manifests have shipped; copied as-is they are public. */
const PLACEHOLDER = /change[-_ ]?me|replace[-_ ]?(me|with)/i;

const secretProblem = (secret: string): string | null => {
  if (secret.length < MIN_SECRET_LENGTH) return `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters (it is ${secret.length})`;
  if (new Set(secret).size < 8) return 'JWT_SECRET repeats too few characters to be random';
  if (PLACEHOLDER.test(secret)) return 'JWT_SECRET is a placeholder; set a long random secret (e.g. `openssl rand -base64 48`)';
  return null;
};

/**
 * What is weak in the security settings (a pure rule): the token secret, and the first admin's
 * e-mail and password when they are configured. Never quotes a secret.
 */
export const settingsProblems = (config: Pick<Config, 'jwtSecret' | 'adminEmail' | 'adminPassword'>): string[] => {
  const problems: (string | null)[] = [secretProblem(config.jwtSecret)];
  if (config.adminEmail !== null && !z.email().safeParse(config.adminEmail.trim()).success) {
    problems.push('ADMIN_EMAIL is not a valid e-mail address');
  }
  if (config.adminPassword !== null) {
    const problem = passwordProblem(config.adminPassword) ?? (PLACEHOLDER.test(config.adminPassword) ? 'password is a placeholder' : null);
    if (problem) problems.push(`ADMIN_PASSWORD: ${problem}`);
  }
  return problems.filter((problem): problem is string => problem !== null);
};

/**
 * In production a weak setting stops the start (server.ts exits non-zero with this message):
 * a guessable secret lets anyone sign tokens as any user. Elsewhere each is a warning.
 */
export const checkSettings = (app: FastifyInstance): void => {
  const problems = settingsProblems(app.config);
  if (problems.length === 0) return;
  if (app.config.production) {
    throw new Error(`Refusing to start with NODE_ENV=production and weak security settings:\n  - ${problems.join('\n  - ')}`);
  }
  for (const problem of problems) app.log.warn(`Weak setting (refused when NODE_ENV=production): ${problem}`);
};
