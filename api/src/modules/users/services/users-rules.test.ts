import { hashPassword, verifyPassword } from './password';
import type { UserRow } from '../repository/users-repository';
import { removesLastAdmin, revokesSessions } from './users-service';

const admin = { type: 'admin', blocked: false } as UserRow;

describe('removesLastAdmin', () => {
  it('is true only when the last active admin would lose admin rights', () => {
    expect(removesLastAdmin(admin, { type: 'viewer' }, 1)).toBe(true);
    expect(removesLastAdmin(admin, { blocked: true }, 1)).toBe(true);
    expect(removesLastAdmin(admin, { type: 'viewer' }, 2)).toBe(false);
    expect(removesLastAdmin(admin, { name: 'New name' }, 1)).toBe(false);
    expect(removesLastAdmin({ type: 'viewer', blocked: false } as UserRow, { blocked: true }, 1)).toBe(false);
  });
});

describe('revokesSessions', () => {
  const dispatcher = { type: 'dispatcher', blocked: false } as UserRow;

  it('is true for a new password, a block or another type', () => {
    expect(revokesSessions(dispatcher, { password: 'Another-password-2' })).toBe(true);
    expect(revokesSessions(dispatcher, { blocked: true })).toBe(true);
    expect(revokesSessions(dispatcher, { type: 'viewer' })).toBe(true);
  });

  it('is false for a rename, an unblock or the same type again', () => {
    expect(revokesSessions(dispatcher, { name: 'New name' })).toBe(false);
    expect(revokesSessions({ ...dispatcher, blocked: true }, { blocked: false })).toBe(false);
    expect(revokesSessions(dispatcher, { type: 'dispatcher' })).toBe(false);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const [a, b] = [await hashPassword('Correct-horse-1'), await hashPassword('Correct-horse-1')];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Correct-horse-1', a)).toBe(true);
    expect(await verifyPassword('correct-horse-1', a)).toBe(false);
    expect(await verifyPassword('Correct-horse-1', 'garbage')).toBe(false);
  });
});
