/**
 * The text of a confirmation request: who asks, which job, when, from where, and the link. Kept
 * short: one SMS is 160 GSM characters (or 70 with å, ä, ö), and a link alone takes about 80.
 */
export const confirmationSmsText = (facts: {
  company: string;
  jobNumber: number;
  plannedDate: string | null;
  firstPickup: string | null;
  link: string;
}): string => {
  const when = facts.plannedDate ? ` on ${facts.plannedDate}` : '';
  const from = facts.firstPickup ? ` from ${facts.firstPickup}` : '';
  return `${facts.company}: please confirm job ${facts.jobNumber}${when}${from}: ${facts.link}`;
};

/** The public page's address for a token (the shell serves /jobs/confirmJob without signing in). */
export const confirmationLink = (appUrl: string, token: string): string => `${appUrl.replace(/\/$/, '')}/jobs/confirmJob?token=${token}`;
