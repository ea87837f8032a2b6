/**
 * Every PostgreSQL advisory lock the server takes, in one list, so no two uses can share a key. PostgreSQL keeps
 * one-key locks (a bigint) and two-key locks (two ints) apart; a two-key lock's first key names what is locked and
 * its second key which one.
 */
export const ADVISORY_LOCKS = {
  /** One key: migrations and restores, one at a time across every server on the database. */
  migrations: 7_312_026,
  /** One key: the hourly housekeeping, which one server runs at a time. */
  housekeeping: 7_312_027,
  /**
   * Two keys: a venue's calendar (second key `hashtext(venue)`), and visitors' stall requests, which queue behind
   * one another (second key `VISITOR_STALL_REQUESTS`).
   */
  venueCalendar: 2_026_311,
  /** Two keys: one client address's stall holds (second key `hashtext(address)`). */
  clientHolds: 2_026_312,
} as const;

/** The second key of the lock that queues visitors' stall requests, under `venueCalendar`. */
export const VISITOR_STALL_REQUESTS = 0;
