import { dialectUnderTest } from '../helper';
import { type BackupFigures, runDrill } from './run-drill';

jest.setTimeout(180_000);

/** The backup an office takes (README "Backup and restore"), taken while the API writes. */
describe(`a backup of the ${dialectUnderTest()} database taken while the API writes`, () => {
  it('restores into a fresh database that the API starts on, with every write acknowledged before the backup', async () => {
    const figures = await runDrill<BackupFigures>(dialectUnderTest() === 'postgres' ? 'backup-postgres' : 'backup-sqlite');
    expect(figures.acknowledgedBeforeBackup).toBeGreaterThan(0);
    expect(figures.missingAfterRestore).toBe(0);
    expect(figures.refusedDuringBackup).toBe(0);
    expect(figures.restoredApiAnswers).toBe(true);
  });
});
