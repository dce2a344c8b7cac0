/**
 * How much work one read may ask for. Populate nests and multiplies (`area.trucks.area.trucks…`
 * once froze the API), so depth, the entries one relation adds per entry and the entries of a
 * whole answer are bounded; past a bound the answer is a 400 or, for a to-many relation, cut
 * and reported in `meta.truncated`.
 */
export interface ReadBounds {
  /** Levels of nested populate (Strapi's own default is about five). */
  populateDepth: number;
  /** Relations a filter or sort may pass through in one path. */
  relationDepth: number;
  /** Entries a populated to-many relation answers per entry. */
  relatedPerEntry: number;
  /** Entries in one answer, the populated ones included. */
  answerEntries: number;
  /** Bytes of one answer's JSON, whatever made it large (long texts, JSON attributes). */
  answerBytes: number;
}

export const DEFAULT_READ_BOUNDS: ReadBounds = {
  populateDepth: 5,
  relationDepth: 5,
  relatedPerEntry: 100,
  answerEntries: 10_000,
  answerBytes: 16 * 1024 * 1024,
};

/** The limits every read of the app uses: the configured paging and read bounds. */
export const queryLimitsOf = (config: { defaultPageSize: number; maxPageSize: number; readBounds: ReadBounds }) => ({
  defaultPageSize: config.defaultPageSize,
  maxPageSize: config.maxPageSize,
  ...config.readBounds,
});
