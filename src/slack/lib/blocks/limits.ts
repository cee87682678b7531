/**
 * Block Kit limits as the views use them: Slack's table (`src/slack-api-limits.ts`, shared with the
 * stand-in) and the room views keep under it.
 */
import { BLOCK_KIT_LIMITS } from "../../../slack-api-limits.js";

/** The views' short name for Slack's Block Kit limits. */
export const LIMITS = BLOCK_KIT_LIMITS;

/**
 * A section or context text that holds text people typed keeps this much room under Slack's 3,000:
 * escaping (`&amp;`, `&lt;`) may lengthen it after it was cut.
 */
export const SECTION_TEXT_ROOM = LIMITS.sectionText - 100;

/** A field error under the input's hint size, with room for the escaping Slack applies. */
export const FIELD_ERROR_CHARS = LIMITS.inputHint - 100;
