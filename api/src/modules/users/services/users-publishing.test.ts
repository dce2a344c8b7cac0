import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { createUsersRepository } from '../repository/users-repository';
import { createUsersService } from './users-service';

type Event = { topic: string; event: string; payload: { id: number; documentId: string } };

describe('users are published after their transaction committed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const hostHearing = (events: Event[]) => ({
    db: t.app.db,
    publish: (topic: string, event: string, payload: Event['payload']) => void events.push({ topic, event, payload }),
  });

  it('tells subscribers of a created and an updated user', async () => {
    const events: Event[] = [];
    const users = createUsersService(hostHearing(events));
    const user = await users.create({ email: 'published.once@example.test', password: 'Long-enough-1', name: 'Kim', type: 'dispatcher' });
    await users.update(user.id, { name: 'Kim Berg' });
    expect(events).toEqual([
      { topic: 'users', event: 'created', payload: { id: user.id, documentId: user.documentId } },
      { topic: 'users', event: 'updated', payload: { id: user.id, documentId: user.documentId } },
    ]);
  });

  it('publishes nothing when the write rolled back', async () => {
    const events: Event[] = [];
    const created = await createUsersService(hostHearing(events)).create({
      email: 'rolled.back@example.test',
      password: 'Long-enough-1',
      name: 'Before',
      type: 'dispatcher',
    });
    events.length = 0;
    // The name is written, then the session revocation of the same transaction fails.
    const failingAfterTheWrite = (db: Kysely<Database>) => ({
      ...createUsersRepository(db),
      raiseTokenVersion: () => Promise.reject(new Error('the database went away')),
    });
    const users = createUsersService(hostHearing(events), undefined, failingAfterTheWrite);
    await expect(users.update(created.id, { name: 'After', password: 'Another-long-1' })).rejects.toThrow('the database went away');
    expect(events).toEqual([]);
    expect((await createUsersRepository(t.app.db).findById(created.id))?.name).toBe('Before');
  });
});
