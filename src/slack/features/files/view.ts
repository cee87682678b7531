/**
 * `/class files`: one folder of the school's cloud disk as a private message — a button per
 * sub-folder, "Up", and the files with their sizes. The partner does not say a folder's parent, so
 * each button carries the path walked so far (ids and names, for display and "Up" only: the
 * partner decides what the school may see).
 */

import type { ActionsBlock, Button, KnownBlock } from "@slack/types";
import { z } from "zod";
import { type FolderListingResult, folderProblemOf } from "../../../classes/files.js";
import type { T } from "../../../i18n/index.js";
import { LIMITS, SECTION_TEXT_ROOM } from "../../lib/blocks/limits.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { escapeMrkdwn, mrkdwn, packLines, plainText, truncate, userText } from "../../lib/blocks/text.js";
import { filesOpenActionId } from "../../lib/ids.js";
import { failureText } from "../../lib/words/failure-text.js";

export interface FolderStep {
  readonly id: string;
  readonly name: string;
}

/** Deeper paths keep only their last steps: "Up" then leads to the deepest folder kept. */
const MAX_PATH_STEPS = 12;
const STEP_NAME_MAX = 40;
/** Folder buttons (25 per actions block), leaving blocks for the heading and the files. */
const MAX_FOLDER_BUTTONS = 48;
const MAX_FILE_SECTIONS = 20;

const pathSchema = z
  .array(z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/), name: z.string().max(STEP_NAME_MAX) }))
  .max(MAX_PATH_STEPS);

export function encodeFolderPath(path: readonly FolderStep[]): string {
  return JSON.stringify(
    path.slice(-MAX_PATH_STEPS).map((s) => ({ id: s.id, name: truncate(s.name, STEP_NAME_MAX) })),
  );
}

/** The path a button carries; [] (the top level) for anything that is not ours. */
export function decodeFolderPath(value: string): FolderStep[] {
  try {
    const parsed = pathSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function where(path: readonly FolderStep[], t: T): string {
  if (path.length === 0) return t("teacher.files.top");
  const names = path.map((s) => userText(s.name || t("teacher.files.folder", { id: s.id }), 60));
  return t("teacher.files.path", { path: names.join(" › ") });
}

/** Why the folder could not be listed, in one sentence of the reader's. */
export function folderNotListedText(
  { folderId, why }: Extract<FolderListingResult, { ok: false }>,
  t: T,
): string {
  if (why.reason === "not-connected") return t("reports.notDone.notConnected");
  const explain = (errno: number): string | undefined => {
    const problem = folderProblemOf(errno);
    if (problem === undefined) return undefined;
    const id = String(folderId);
    return problem === "missing"
      ? t("teacher.files.folderMissing", { id })
      : t("teacher.files.folderNotSchool", { id });
  };
  return failureText(why, "sentence", explain, t);
}

/** `missing`: a folder name typed that this folder has no folder of; said above its listing. */
export function folderListingMessage(
  path: readonly FolderStep[],
  listing: FolderListingResult,
  missing: string | undefined,
  t: T,
): MessageContent {
  const notFound =
    missing === undefined ? "" : `${t("teacher.files.notFound", { name: userText(missing, 60) })}\n`;
  const heading = `${notFound}📁 ${where(path, t)}`;
  if (!listing.ok) {
    const message = folderNotListedText(listing, t);
    const text = `${heading}\n⚠️ ${userText(message, 1000)}`;
    const up = path.length > 0 ? [navBlock([], path.slice(0, -1), t)] : [];
    return {
      text: escapeMrkdwn(message),
      blocks: [{ type: "section", block_id: "files_where", text: mrkdwn(text) }, ...up],
    };
  }
  const folders = listing.folders.slice(0, MAX_FOLDER_BUTTONS);
  const buttons: Button[] = folders.map((f, i) => ({
    type: "button",
    action_id: filesOpenActionId(i + 1),
    text: plainText(
      `📁 ${f.isSystemFolder ? t("teacher.files.system", { name: f.folderName || f.folderId }) : f.folderName || f.folderId}`,
      LIMITS.buttonText,
    ),
    value: encodeFolderPath([...path, { id: f.folderId, name: f.folderName }]),
  }));
  const summary = t("teacher.files.summary", {
    folders: t("teacher.files.folders", { count: listing.folders.length }),
    files: t("teacher.files.files", { count: listing.files.length }),
  });
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "files_where", text: mrkdwn(`${heading}\n${summary}`) },
  ];
  for (let i = 0; i < buttons.length; i += LIMITS.actionsElements) {
    blocks.push({
      type: "actions",
      block_id: `files_folders_${i / LIMITS.actionsElements}`,
      elements: buttons.slice(i, i + LIMITS.actionsElements),
    });
  }
  if (listing.folders.length > folders.length) {
    const rest = listing.folders.slice(folders.length).map((f) => userText(f.folderName, 60));
    const here = path.map((s) => `${s.name}/`).join("");
    blocks.push({
      type: "context",
      block_id: "files_more_folders",
      elements: [
        mrkdwn(
          truncate(
            t("teacher.files.more", { names: rest.join(", "), here: userText(here, 200, "") }),
            SECTION_TEXT_ROOM,
          ),
        ),
      ],
    });
  }
  const fileLines = listing.files.map((f) => `📄 ${userText(f.fileName, 200)} — ${userText(f.fileSize, 30)}`);
  const sections = packLines(fileLines, LIMITS.sectionText);
  blocks.push(
    ...sections
      .slice(0, MAX_FILE_SECTIONS)
      .map((text, i): KnownBlock => ({ type: "section", block_id: `files_list_${i}`, text: mrkdwn(text) })),
  );
  if (path.length > 0) blocks.push(navBlock(buttons, path.slice(0, -1), t));
  return { text: t("teacher.files.text", { summary }), blocks: blocks.slice(0, LIMITS.messageBlocks) };
}

function navBlock(used: readonly Button[], parent: readonly FolderStep[], t: T): ActionsBlock {
  return {
    type: "actions",
    block_id: "files_nav",
    elements: [
      {
        type: "button",
        action_id: filesOpenActionId(used.length + 1000),
        text: plainText(t("teacher.files.up"), LIMITS.buttonText),
        value: encodeFolderPath(parent),
      },
    ],
  };
}
