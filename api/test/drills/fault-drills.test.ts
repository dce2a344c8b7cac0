import { dialectUnderTest } from '../helper';
import { type FaultFigures, runDrill } from './run-drill';

// Each drill starts servers and API processes of its own; a loaded two-core machine is slow at that.
jest.setTimeout(180_000);

/**
 * The API under writes while its services go away (the drills of `npm run bench -- drills`), on
 * servers the drill starts itself, never the shared ones. The PostgreSQL pass restarts PostgreSQL and
 * stops Redis beside it; the SQLite pass stops Redis beside a SQLite file.
 */
describe(`the API under write load while its services go away (${dialectUnderTest()})`, () => {
  if (dialectUnderTest() === 'postgres') {
    it('keeps running through a PostgreSQL restart, answers 503 meanwhile, reconnects and loses no acknowledged write', async () => {
      const figures = await runDrill<FaultFigures>('postgres-restart');
      expect(figures.apiEnded).toBeNull();
      expect(figures.acknowledged).toBeGreaterThan(0);
      expect(figures.lost).toBe(0);
      expect(figures.refusedOtherwise).toBe(0);
      expect(figures.statusesDuringFault.filter((status) => status !== 503)).toEqual([]);
      expect(figures.recoverSeconds).not.toBeNull();
      expect(figures.recoverSeconds!).toBeLessThan(10);
    });
  }

  it(`keeps taking every write while Redis is stopped, and realtime reaches the other instance again once it is back`, async () => {
    const figures = await runDrill<FaultFigures>(dialectUnderTest() === 'postgres' ? 'redis-restart' : 'redis-restart-sqlite');
    expect(figures.apiEnded).toBeNull();
    expect(figures.acknowledged).toBeGreaterThan(0);
    expect(figures.lost).toBe(0);
    expect(figures.refusedDuringFault + figures.refusedOtherwise).toBe(0);
    expect(figures.recoverSeconds).not.toBeNull();
  });
});
