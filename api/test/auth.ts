import { createId } from '@paralleldrive/cuid2';
import { ACTIONS, type Action, can, type Resource, USER_TYPES, type UserType } from '@haulage/shared/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signAccessToken } from '../src/modules/auth/model/tokens';
import { createUsersRepository } from '../src/modules/users/repository/users-repository';
import { hashPassword } from '../src/modules/users/services/password';

export const TEST_PASSWORD = 'Test-Password-1';

/** The email of the test user of a type (one per type and app). */
export const testEmail = (type: UserType): string => `${type}@test.example`;

/**
 * scrypt is slow on purpose (tens of milliseconds, more on a loaded machine), and test files make
 * these users in every app they build: the test password is hashed once per file. Creating a user
 * through the API, with its own hash, is what the users' tests prove.
 */
let testPasswordHash: Promise<string> | undefined;

/** Creates (or reuses) a user of this type and answers a signed access token for it. */
export const signInAs = async (app: FastifyInstance, type: UserType): Promise<string> => {
  const repo = createUsersRepository(app.db);
  const email = testEmail(type);
  let row = await repo.findByEmail(email);
  if (!row) {
    const now = new Date().toISOString();
    row = await repo.insert({
      document_id: createId(),
      email,
      name: `Test ${type}`,
      type,
      password_hash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
      blocked: false,
      created_at: now,
      updated_at: now,
      published_at: now,
    });
  }
  // The current token version: a token of an older one is revoked (new password, block, new type).
  return signAccessToken(app.config, { id: Number(row.id), type, tokenVersion: Number(row.token_version) });
};

/** `{authorization: 'Bearer …'}` for a user of this type. */
export const authHeader = async (app: FastifyInstance, type: UserType): Promise<{ authorization: string }> => ({
  authorization: `Bearer ${await signInAs(app, type)}`,
});

export interface MatrixRoute {
  method: InjectOptions['method'];
  url: string;
  resource: Resource;
  action: Action;
  /** A body to send (POST/PUT); validation failures are fine, only 401/403 matter here. */
  payload?: unknown;
}

/**
 * For every route and every user type: 403 exactly when `PERMISSIONS` denies it, and 401
 * without a token. Returns the mismatches so a failing test names the route and type.
 */
export const permissionMatrixMismatches = async (app: FastifyInstance, routes: MatrixRoute[]): Promise<string[]> => {
  const mismatches: string[] = [];
  for (const route of routes) {
    const anonymous = await app.inject({ method: route.method, url: route.url, payload: route.payload as never });
    if (anonymous.statusCode !== 401) mismatches.push(`${route.method} ${route.url} without token: ${anonymous.statusCode}, expected 401`);
    for (const type of USER_TYPES) {
      const headers = await authHeader(app, type);
      const res = await app.inject({ method: route.method, url: route.url, headers, payload: route.payload as never });
      const allowed = can(type, route.resource, route.action);
      if (allowed === (res.statusCode === 403) || res.statusCode === 401) {
        mismatches.push(`${route.method} ${route.url} as ${type}: ${res.statusCode}, expected ${allowed ? 'not 403' : '403'}`);
      }
    }
  }
  return mismatches;
};

/** Asserts the permission matrix for the routes (jest). */
export const expectPermissionMatrix = async (app: FastifyInstance, routes: MatrixRoute[]): Promise<void> => {
  expect(await permissionMatrixMismatches(app, routes)).toEqual([]);
};

export { ACTIONS };
