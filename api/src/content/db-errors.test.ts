import Database from 'better-sqlite3';
import { isUniqueViolation } from './db-errors';

const failureOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
};

describe('a unique violation', () => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec('create table runs (id integer primary key, job integer unique references runs(id), size integer check (size > 0))');
  db.exec('insert into runs (id, job, size) values (1, null, 1)');

  it('is a duplicate of a unique column or a primary key', () => {
    expect(isUniqueViolation(failureOf(() => db.exec('insert into runs (id, job, size) values (1, null, 1)')))).toBe(true);
    db.exec('insert into runs (id, job, size) values (2, 1, 1)');
    expect(isUniqueViolation(failureOf(() => db.exec('insert into runs (id, job, size) values (3, 1, 1)')))).toBe(true);
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(true);
  });

  it('is not a broken reference, a failed check or any other error', () => {
    expect(isUniqueViolation(failureOf(() => db.exec('insert into runs (id, job, size) values (4, 99, 1)')))).toBe(false);
    expect(isUniqueViolation(failureOf(() => db.exec('insert into runs (id, job, size) values (5, null, 0)')))).toBe(false);
    expect(isUniqueViolation({ code: '23503', message: 'violates foreign key constraint' })).toBe(false);
    expect(isUniqueViolation(new Error('unique in the message only'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
