/**
 * Slack's documented Web API limits, one copy of Slack's numbers: the views and the reminder scheduler
 * stay inside them, and the Slack stand-in enforces the same figures, so what passes the tests passes
 * Slack. A neutral leaf (it imports nothing), so the app, delivery and the stand-in share it.
 */

/** Block Kit: past these Slack answers `invalid_arguments` / `invalid_blocks`. */
export const BLOCK_KIT_LIMITS = {
  viewTitle: 24,
  viewSubmit: 24,
  viewClose: 24,
  viewBlocks: 100,
  messageBlocks: 50,
  messageText: 40_000,
  privateMetadata: 3000,
  callbackId: 255,
  externalId: 255,
  blockId: 255,
  actionId: 255,
  options: 100,
  optionGroups: 100,
  optionText: 75,
  optionValue: 150,
  optionDescription: 75,
  radioOrCheckboxOptions: 10,
  overflowOptions: 5,
  plainTextInputMaxLength: 3000,
  sectionText: 3000,
  sectionFields: 10,
  sectionFieldText: 2000,
  inputLabel: 2000,
  inputHint: 2000,
  headerText: 150,
  placeholder: 150,
  buttonText: 75,
  buttonValue: 2000,
  url: 3000,
  actionsElements: 25,
  contextElements: 10,
  imageAltText: 2000,
  confirmTitle: 100,
  confirmText: 300,
  confirmButton: 30,
} as const;

/** chat.scheduleMessage. */
export const SCHEDULED_MESSAGE_LIMITS = {
  /** post_at may be at most 120 days ahead. */
  maxAheadSeconds: 120 * 24 * 3600,
  /** At most this many messages scheduled per channel... */
  perChannel: 30,
  /** ...within this window; past it Slack answers `restricted_too_many`. */
  windowSeconds: 5 * 60,
} as const;

/**
 * conversations.history per workspace. An app distributed outside the Slack Marketplace (created since
 * 2025-05-29; existing installations too, since Slack's later enforcement) gets one call a minute and
 * at most 15 messages a page (`limit` above 15 is lowered without an error). Internal (single-workspace)
 * apps and Marketplace apps keep Tier 3: 50+ calls a minute, `limit` up to 999.
 * https://docs.slack.dev/changelog/2025/05/29/rate-limit-changes-for-non-marketplace-apps
 * https://docs.slack.dev/apis/web-api/rate-limits
 */
export const HISTORY_LIMITS = {
  nonMarketplace: { callsPerMinute: 1, maxPageSize: 15 },
  internal: { callsPerMinute: 50, maxPageSize: 999 },
} as const;

/** Which of Slack's conversations.history limits an installation lives under (HISTORY_LIMITS). */
export type HistoryTier = keyof typeof HISTORY_LIMITS;

/**
 * The tier an installation lives under: a distributed (OAuth) app outside the Marketplace gets Slack's
 * strict limits; a single-workspace (internal) app, or one listed in the Marketplace, Tier 3.
 */
export function historyTierOf(app: { distributed: boolean; marketplaceListed: boolean }): HistoryTier {
  return app.distributed && !app.marketplaceListed ? "nonMarketplace" : "internal";
}
