/** A user's calendar feed: the token's hash only (the address is shown once, when it is made). */
export interface CalendarFeedTokenTable {
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
}

declare module '../../../../db/database' {
  interface Database {
    calendar_feed_tokens: CalendarFeedTokenTable;
  }
}
