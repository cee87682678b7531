/** The undelivered-DM summary as an en reader gets it, for workers built outside main.ts. */
import type { SummaryWording } from "../../src/delivery/index.js";
import { translator } from "../../src/i18n/index.js";
import { undeliveredSummaryMessage } from "../../src/slack/features/undelivered/view.js";

export const englishSummaryWords: SummaryWording = async (summary) =>
  undeliveredSummaryMessage(summary, translator("en"));
