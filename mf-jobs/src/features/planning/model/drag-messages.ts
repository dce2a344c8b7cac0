/** What a screen reader hears while a card is dragged (dnd-kit's live region). */
export const SCREEN_READER_INSTRUCTIONS =
  'To pick up a job, press space or enter. Move it over a truck and day with the arrow keys, then press space or enter to drop it, or escape to cancel. The Plan button on each card does the same from a list.';

export const dragMessages = {
  start: (jobNumber: number) => `Picked up job ${jobNumber}.`,
  over: (jobNumber: number, place: string | null) =>
    place ? `Job ${jobNumber} is over ${place}.` : `Job ${jobNumber} is not over a truck or the open jobs.`,
  end: (jobNumber: number, place: string | null) =>
    place ? `Job ${jobNumber} was dropped on ${place}.` : `Job ${jobNumber} was dropped outside the board and stays where it was.`,
  cancel: (jobNumber: number) => `Moving job ${jobNumber} was cancelled; it stays where it was.`,
};
