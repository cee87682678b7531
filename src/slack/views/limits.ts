/**
 * Slack's documented Block Kit limits. Views are built to stay inside them (Slack answers
 * `invalid_arguments` / `invalid_blocks` otherwise); the Slack stand-in enforces the same table, so a
 * view that passes the tests passes Slack.
 */
export const LIMITS = {
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

/**
 * A section or context text that holds text people typed keeps this much room under Slack's 3,000:
 * escaping (`&amp;`, `&lt;`) may lengthen it after it was cut.
 */
export const SECTION_TEXT_ROOM = LIMITS.sectionText - 100;

/** A field error under the input's hint size, with room for the escaping Slack applies. */
export const FIELD_ERROR_CHARS = LIMITS.inputHint - 100;
