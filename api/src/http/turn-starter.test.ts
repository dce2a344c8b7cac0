import { createTurnStarter } from './turn-starter';

describe('the turn starter', () => {
  it('starts turns in the order they were asked for, each on a turn of the event loop of its own', async () => {
    // Counts the loop's turns: an immediate that queues itself runs once a turn.
    let loopTurns = 0;
    let counting = true;
    const count = () => {
      loopTurns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const startTurn = createTurnStarter();
    const started: Array<{ turn: number; loopTurn: number }> = [];
    await Promise.all([1, 2, 3, 4].map((turn) => startTurn().then(() => started.push({ turn, loopTurn: loopTurns }))));
    counting = false;
    expect(started.map(({ turn }) => turn)).toEqual([1, 2, 3, 4]);
    expect(new Set(started.map(({ loopTurn }) => loopTurn)).size).toBe(4);
  });

  it('starts at once again after it has run dry', async () => {
    const startTurn = createTurnStarter();
    await startTurn();
    await expect(
      Promise.race([startTurn().then(() => 'started'), new Promise((resolve) => setTimeout(() => resolve('stuck'), 200))]),
    ).resolves.toBe('started');
  });
});
