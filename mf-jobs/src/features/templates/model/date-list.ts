const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The days chosen for new jobs: each once, in calendar order; anything but a date is ignored. */
export const addDate = (dates: readonly string[], date: string): string[] =>
  CALENDAR_DATE.test(date) && !Number.isNaN(Date.parse(date)) && !dates.includes(date) ? [...dates, date].sort() : [...dates];

export const removeDate = (dates: readonly string[], date: string): string[] => dates.filter((day) => day !== date);

/** The API takes at most 500 jobs in one call. */
export const MAX_DATES = 500;
