/** The first and last day of the month before `today` (YYYY-MM-DD): the usual period to invoice. */
export const lastMonth = (today: Date): { from: string; to: string } => {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};
