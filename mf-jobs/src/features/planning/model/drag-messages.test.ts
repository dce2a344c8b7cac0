import { dragMessages } from './drag-messages';

describe('drag messages', () => {
  it('says which job moves and where it lands', () => {
    expect(dragMessages.start(1042)).toBe('Picked up job 1042.');
    expect(dragMessages.over(1042, 'Volvo FH 500 on Tue 2026-03-10')).toBe('Job 1042 is over Volvo FH 500 on Tue 2026-03-10.');
    expect(dragMessages.over(1042, null)).toBe('Job 1042 is not over a truck or the open jobs.');
    expect(dragMessages.end(1042, 'Unplanned')).toBe('Job 1042 was dropped on Unplanned.');
    expect(dragMessages.end(1042, null)).toBe('Job 1042 was dropped outside the board and stays where it was.');
    expect(dragMessages.cancel(1042)).toBe('Moving job 1042 was cancelled; it stays where it was.');
  });
});
