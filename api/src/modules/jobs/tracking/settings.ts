/** The tracking link's setting (TRACKING_LINK_DAYS). */
export interface TrackingSettings {
  /** Days after delivery a tracking link keeps working; then it answers 410. */
  linkDays: number;
}

export const parseTrackingSettings = (env: NodeJS.ProcessEnv): TrackingSettings => {
  const raw = env.TRACKING_LINK_DAYS?.trim();
  if (!raw) return { linkDays: 30 };
  if (!/^\d{1,4}$/.test(raw)) throw new Error(`TRACKING_LINK_DAYS is a whole number of days (it is "${raw}")`);
  return { linkDays: Number(raw) };
};
