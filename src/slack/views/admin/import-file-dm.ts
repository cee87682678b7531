/**
 * The app's answer to a people list dropped into its DM: what it read, and a button that opens the
 * import form with the list kept, so the admin imports it with one more press (and sees the report
 * there). Someone who may not import gets one plain sentence.
 */
import type { KnownBlock } from "@slack/types";
import { ActionId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import type { MessageContent } from "../message.js";
import { mrkdwn, plainText, plural, userText } from "../text.js";

export interface SharedFileRead {
  readonly fileName: string;
  /** People the list names on lines that passed the format checks (members are checked on import). */
  readonly ready: number;
  /** Lines that need fixing, first ones first: "Line 4: The role is empty…". */
  readonly problems: readonly string[];
  /** Why the whole list was refused (a bad header, too many lines); null when it was read. */
  readonly refused: string | null;
  readonly separator: "," | ";";
  /** Where the list is kept for the button; null when there is nothing to import. */
  readonly draftId: string | null;
}

const PROBLEMS_SHOWN = 5;

export function sharedFileMessage(read: SharedFileRead): MessageContent {
  const name = `*${userText(read.fileName, 100)}*`;
  if (read.refused !== null) {
    const text = `I read ${name} but cannot import it: ${userText(read.refused, 500)} Fix the file and drop it here again.`;
    return { text, blocks: [{ type: "section", block_id: "file_read", text: mrkdwn(text) }] };
  }
  const lines = [
    `I read ${name}: ${plural(read.ready, "person", "people")} ready to import${read.separator === ";" ? " (a semicolon-separated list)" : ""}.`,
  ];
  if (read.problems.length > 0) {
    lines.push(
      `${plural(read.problems.length, "line")} need${read.problems.length === 1 ? "s" : ""} fixing and will be left out:`,
      ...read.problems.slice(0, PROBLEMS_SHOWN).map((p) => `• ${userText(p, 300)}`),
    );
    if (read.problems.length > PROBLEMS_SHOWN)
      lines.push(
        `…and ${plural(read.problems.length - PROBLEMS_SHOWN, "more line")}; the report lists them all.`,
      );
  }
  lines.push(
    read.ready > 0
      ? "Each member is checked with Slack when you import. Nothing is imported until you press the button."
      : "There is nobody to import: fix the file and drop it here again.",
  );
  const text = lines.join("\n");
  const blocks: KnownBlock[] = [{ type: "section", block_id: "file_read", text: mrkdwn(text) }];
  if (read.ready > 0 && read.draftId !== null) {
    blocks.push({
      type: "actions",
      block_id: "file_import",
      elements: [
        {
          type: "button",
          action_id: ActionId.importSharedFile,
          style: "primary",
          text: plainText(`Import ${plural(read.ready, "person", "people")}`, LIMITS.buttonText),
          // The file's name rides along so the form can name it; the list itself is in the store.
          value: `${read.draftId}/${read.fileName.slice(0, 100)}`,
        },
      ],
    });
  }
  return { text, blocks };
}

/** For someone who may not import: the app does nothing with files otherwise. */
export function sharedFileNotAdminMessage(): MessageContent {
  const text =
    "I only read files to import people, and only the school's admins can do that. If this is a list of people, send it to an admin.";
  return { text, blocks: [{ type: "section", block_id: "file_not_admin", text: mrkdwn(text) }] };
}

/** The file could not be read (not UTF-8, too large, Slack did not hand it over). */
export function sharedFileUnreadableMessage(fileName: string, problem: string): MessageContent {
  const text = `I could not read *${userText(fileName, 100)}*: ${userText(problem, 300)}.`;
  return { text, blocks: [{ type: "section", block_id: "file_unreadable", text: mrkdwn(text) }] };
}
