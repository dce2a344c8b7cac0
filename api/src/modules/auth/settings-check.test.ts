import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import { checkSettings, settingsProblems } from './settings-check';

// Each test hashes several passwords (scrypt); a busy machine must not turn that into a failure.
jest.setTimeout(20_000);

const strong = { jwtSecret: 'k3J9-vQz7!pLm2#Xr8Tn4Wb6Yc1Hd5Fg0', adminEmail: 'admin@example.test', adminPassword: 'Admin-Password-1' };

describe('settingsProblems', () => {
  it('finds nothing wrong with a long random secret and a sound first admin', () => {
    expect(settingsProblems(strong)).toEqual([]);
    expect(settingsProblems({ ...strong, adminEmail: null, adminPassword: null })).toEqual([]);
  });

  it('names a short, repetitive or placeholder secret without quoting it', () => {
    expect(settingsProblems({ ...strong, jwtSecret: 'a' })).toEqual(['JWT_SECRET must be at least 32 characters (it is 1)']);
    expect(settingsProblems({ ...strong, jwtSecret: 'ab'.repeat(20) })).toEqual(['JWT_SECRET repeats too few characters to be random']);
    expect(settingsProblems({ ...strong, jwtSecret: 'change-me-to-a-long-random-secret' })).toEqual([
      'JWT_SECRET is a placeholder; set a long random secret (e.g. `openssl rand -base64 48`)',
    ]);
  });

  it('names an admin e-mail that is not one and a weak or placeholder admin password', () => {
    expect(settingsProblems({ ...strong, adminEmail: 'admin' })).toEqual(['ADMIN_EMAIL is not a valid e-mail address']);
    expect(settingsProblems({ ...strong, adminPassword: 'x' })).toEqual(['ADMIN_PASSWORD: password must be at least 10 characters']);
    expect(settingsProblems({ ...strong, adminPassword: 'password123' })[0]).toMatch(/^ADMIN_PASSWORD: password is too common/);
    expect(settingsProblems({ ...strong, adminPassword: 'change-me-now' })).toEqual(['ADMIN_PASSWORD: password is a placeholder']);
  });
});

describe('starting with weak settings', () => {
  const weak = { jwtSecret: 'a', adminEmail: 'admin', adminPassword: 'x' };
  const weakEnv = { JWT_SECRET: 'a', ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'x', DATABASE_URL: '', REDIS_URL: '', PORT: '0' };

  it('exits non-zero in production, naming every problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haulage-weak-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: resolve(__dirname, '../../..'),
        env: { ...process.env, ...weakEnv, NODE_ENV: 'production', SQLITE_PATH: join(dir, 'db.sqlite'), UPLOAD_DIR: join(dir, 'uploads') },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Refusing to start with NODE_ENV=production and weak security settings:');
      for (const problem of [
        'JWT_SECRET must be at least 32 characters',
        'ADMIN_EMAIL is not a valid e-mail address',
        'ADMIN_PASSWORD: password must be at least 10 characters',
      ]) {
        expect(run.stderr).toContain(problem);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('only warns outside production, and the weak admin can still sign in locally', async () => {
    const warn = jest.fn();
    checkSettings({ config: { ...weak, production: false }, log: { warn } } as unknown as FastifyInstance);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'Weak setting (refused when NODE_ENV=production): JWT_SECRET must be at least 32 characters (it is 1)',
      'Weak setting (refused when NODE_ENV=production): ADMIN_EMAIL is not a valid e-mail address',
      'Weak setting (refused when NODE_ENV=production): ADMIN_PASSWORD: password must be at least 10 characters',
    ]);
    const t = await buildTestApp({ ...weak, adminEmail: 'dev@example.test' });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/admin/login', payload: { email: 'dev@example.test', password: 'x' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
