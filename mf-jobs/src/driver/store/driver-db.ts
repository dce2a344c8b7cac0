import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DriverRun } from '@haulage/shared/contracts';
import type { QueuedAction } from '../model/driver-action';
import type { QueueStore } from '../model/action-queue';

interface DriverDb extends DBSchema {
  queue: { key: number; value: QueuedAction; indexes: { clientId: string } };
  runs: { key: string; value: DriverRun };
}

const DB_NAME = 'haulage-driver';

/** The phone's own database: the runs last read (by date) and the actions not yet sent. */
export const openDriverDb = (name = DB_NAME): Promise<IDBPDatabase<DriverDb>> =>
  openDB<DriverDb>(name, 1, {
    upgrade(db) {
      // An auto-increment key keeps the order the driver did things in, whatever the clock says.
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('clientId', 'clientId', { unique: true });
      db.createObjectStore('runs', { keyPath: 'date' });
    },
  });

export type DriverDatabase = IDBPDatabase<DriverDb>;

export const queueStoreOf = (db: DriverDatabase): QueueStore => ({
  all: () => db.getAll('queue'),
  add: async (item) => {
    const { seq: _unused, ...fresh } = item;
    await db.add('queue', fresh as QueuedAction);
  },
  update: async (item) => {
    await db.put('queue', item);
  },
  remove: async (clientId) => {
    const key = await db.getKeyFromIndex('queue', 'clientId', clientId);
    if (key !== undefined) await db.delete('queue', key);
  },
});

export const runStoreOf = (db: DriverDatabase) => ({
  read: (date: string): Promise<DriverRun | undefined> => db.get('runs', date),
  keep: async (run: DriverRun): Promise<void> => {
    await db.put('runs', run);
  },
});
