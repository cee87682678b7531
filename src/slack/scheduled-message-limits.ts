/**
 * Slack's documented limits of chat.scheduleMessage. The reminder scheduler stays inside them and the
 * Slack stand-in enforces the same figures, so one copy of Slack's numbers serves both.
 */
export const SCHEDULED_MESSAGE_LIMITS = {
  /** post_at may be at most 120 days ahead. */
  maxAheadSeconds: 120 * 24 * 3600,
  /** At most this many messages scheduled per channel... */
  perChannel: 30,
  /** ...within this window; past it Slack answers `restricted_too_many`. */
  windowSeconds: 5 * 60,
} as const;
