/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so no time zone moves a day. */
export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Due date = invoice date + the customer's payment terms in days (domain model §B4). */
export const dueDateOf = (invoiceDate: string, paymentTermsDays: number): string => addDays(invoiceDate, Math.max(0, paymentTermsDays));

/** The fiscal year a date falls in. The company's fiscal year is the calendar year (ADR 21). */
export const fiscalYearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));
