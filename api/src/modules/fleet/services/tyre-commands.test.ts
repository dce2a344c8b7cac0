import { mountCommand, tyreFieldCommands, unmountCommand } from './tyre-commands';

describe('a PUT of a tyre set status', () => {
  const entry = (status: string) => ({ id: 1, documentId: 'd', status });

  it('is routed to mount or unmount for a move between stored and mounted', () => {
    expect(tyreFieldCommands.status!('mounted', entry('stored'))?.command).toBe(mountCommand);
    expect(tyreFieldCommands.status!('stored', entry('mounted'))?.command).toBe(unmountCommand);
  });

  it('is written as usual otherwise (the update rules decide)', () => {
    expect(tyreFieldCommands.status!('mounted', entry('mounted'))).toBeNull();
    expect(tyreFieldCommands.status!('retired', entry('stored'))).toBeNull();
    expect(tyreFieldCommands.status!('retired', entry('mounted'))).toBeNull();
  });
});
