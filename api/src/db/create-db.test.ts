import Database from 'better-sqlite3';
import { withStatementCache } from './create-db';

describe('withStatementCache', () => {
  let sqlite: Database.Database;
  beforeEach(() => {
    sqlite = new Database(':memory:');
    sqlite.exec('create table t (id integer primary key, name text)');
  });
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares a SQL text once and answers the same statement afterwards', () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select * from t where id = ?');
    expect(cached.prepare('select * from t where id = ?')).toBe(first);
    expect(cached.prepare('select name from t')).not.toBe(first);
  });

  it('evicts the least recently used statement beyond its capacity', () => {
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // 'select 2' is now the oldest
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the cached one is still iterating', () => {
    const cached = withStatementCache(sqlite);
    sqlite.prepare('insert into t (name) values (?), (?)').run('a', 'b');
    const iterating = cached.prepare('select name from t order by id');
    const iterator = (iterating as Database.Statement).iterate();
    iterator.next();
    const other = cached.prepare('select name from t order by id') as Database.Statement;
    expect(other).not.toBe(iterating);
    expect(other.all()).toEqual([{ name: 'a' }, { name: 'b' }]);
    iterator.return?.();
  });

  it('still reports SQL errors and sees rows written after preparing', () => {
    const cached = withStatementCache(sqlite);
    expect(() => cached.prepare('select nope from t')).toThrow(/no such column/);
    const count = () => (cached.prepare('select count(*) as n from t') as Database.Statement).get();
    expect(count()).toEqual({ n: 0 });
    sqlite.prepare('insert into t (name) values (?)').run('x');
    expect(count()).toEqual({ n: 1 });
  });

  it('closes the database', () => {
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
