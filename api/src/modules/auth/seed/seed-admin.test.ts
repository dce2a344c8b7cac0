import { buildTestApp } from '../../../../test/helper';
import { DEFAULT_ADMIN_EMAIL } from './seed-admin';

describe('first administrator', () => {
  it('without configuration, creates admin@haulage.local and prints a password that signs in', async () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const t = await buildTestApp({ adminEmail: null, adminPassword: null });
    try {
      const printed = write.mock.calls.map((c) => String(c[0])).join('');
      write.mockRestore();
      expect(printed).toContain(DEFAULT_ADMIN_EMAIL);
      const password = /password: (\S+)/.exec(printed)?.[1];
      const res = await t.app.inject({ method: 'POST', url: '/admin/login', payload: { email: DEFAULT_ADMIN_EMAIL, password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.type).toBe('admin');
    } finally {
      write.mockRestore();
      await t.close();
    }
  });
});
