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
