import Database from 'better-sqlite3';
import { rowBuilder, withStatementCache } from './statement-cache';

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
    const iterator = iterating.iterate([]);
    expect(iterator.next().value).toEqual({ name: 'a' });
    const other = cached.prepare('select name from t order by id');
    expect(other).not.toBe(iterating);
    expect(other.all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(iterator.next().value).toEqual({ name: 'b' });
    iterator.return?.();
  });

  it('answers rows as objects named by their columns, values and types as better-sqlite3 gives them', () => {
    const cached = withStatementCache(sqlite);
    cached.prepare('insert into t (name) values (?), (?)').run(['Åkeri "AB"', null]);
    const rows = cached.prepare('select id, name, 1.5 as "weight kg", x\'00ff\' as blob from t order by id').all([]);
    const plain = sqlite.prepare('select id, name, 1.5 as "weight kg", x\'00ff\' as blob from t order by id').all();
    expect(rows).toEqual(plain);
    expect(rows[0]).toEqual({ id: 1, name: 'Åkeri "AB"', 'weight kg': 1.5, blob: Buffer.from([0, 255]) });
  });

  it('answers what a write returns and how many rows it changed', () => {
    const cached = withStatementCache(sqlite);
    expect(cached.prepare('insert into t (name) values (?) returning id, name').all(['x'])).toEqual([{ id: 1, name: 'x' }]);
    expect(cached.prepare('update t set name = ?').run(['y'])).toMatchObject({ changes: 1 });
  });

  it('still reports SQL errors and sees rows written after preparing', () => {
    const cached = withStatementCache(sqlite);
    expect(() => cached.prepare('select nope from t')).toThrow(/no such column/);
    const count = () => cached.prepare('select count(*) as n from t').all([]);
    expect(count()).toEqual([{ n: 0 }]);
    sqlite.prepare('insert into t (name) values (?)').run('x');
    expect(count()).toEqual([{ n: 1 }]);
  });

  it('closes the database', () => {
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});

describe('rowBuilder', () => {
  it('names values by column, the later of two same names winning as in better-sqlite3', () => {
    const build = rowBuilder(['id', 'name', 'id']);
    expect(build([1, 'Volvo', 2])).toEqual({ id: 2, name: 'Volvo' });
  });

  it('keeps a column named __proto__ as a property, never as the prototype', () => {
    const row = rowBuilder(['__proto__', 'a'])([{ polluted: true }, 1]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.hasOwn(row, '__proto__')).toBe(true);
    expect((row as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('treats a column name as a name, never as code', () => {
    const name = '"}; throw new Error("injected"); ({"';
    expect(rowBuilder([name])(['v'])).toEqual({ [name]: 'v' });
  });
});
