import { buildTestApp, dialectUnderTest, type TestApp } from '../../test/helper';
import { withStartLock } from './start-lock';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the start lock (${dialectUnderTest()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('makes a second start wait until the first has migrated and seeded (PostgreSQL; SQLite takes no lock)', async () => {
    const { db, dialect } = t.app;
    const steps: string[] = [];
    let finishFirst = () => undefined as void;
    const first = withStartLock(db, dialect, async () => {
      steps.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      steps.push('first done');
    });
    await pause(300);
    const second = withStartLock(
      db,
      dialect,
      async () => {
        steps.push('second starts');
      },
      () => steps.push('second waits'),
    );
    await pause(500);
    finishFirst();
    await Promise.all([first, second]);
    expect(steps).toEqual(
      dialect === 'postgres'
        ? ['first starts', 'second waits', 'first done', 'second starts']
        : ['first starts', 'second starts', 'first done'],
    );
  });

  it('is free again after a start that failed', async () => {
    const { db, dialect } = t.app;
    await expect(withStartLock(db, dialect, async () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    const waited: string[] = [];
    await withStartLock(
      db,
      dialect,
      async () => undefined,
      () => waited.push('waited'),
    );
    expect(waited).toEqual([]);
  });
});
