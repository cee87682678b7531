/** `/class help`: lists only the subcommands the caller's role may use, in the reader's language. */
import type { KnownBlock } from "@slack/types";
import { type Capability, can, type Role, SUBCOMMANDS, type SubcommandWord } from "../../../classes/roles.js";
import type { T } from "../../../i18n/index.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, userCode } from "../../lib/blocks/text.js";

/** `move` has its own usage line (usageOf); help lists it in the cancel line. */
type Described = Exclude<Capability, "listAll" | "move">;

/**
 * Usages in the order of docs/admin-experience.md's subcommand table: command names and their arguments
 * are what people type, so they stay as they are in every language; `listAll` only changes how `list`
 * is described.
 */
const USAGE: Readonly<Record<Described, string>> = {
  schedule: "/class schedule [text]",
  students: "/class students [class]",
  video: "/class video [class]",
  seats: "/class seats [class] [n] [hd|fullhd|standard]",
  labels: "/class labels [class]",
  rate: "/class rate [class]",
  cancel: "/class cancel [class]",
  share: "/class share [class]",
  files: "/class files [folder]",
  list: "/class list",
  my: "/class my",
  admin: "/class admin",
  help: "/class help",
};

function describe(capability: Described, role: Role | null, t: T): string {
  const what = t(`help.what.${capability === "list" && can(role, "listAll") ? "listAll" : capability}`);
  return t("help.line", { usage: USAGE[capability], what });
}

export function helpMessage(input: { readonly role: Role | null; readonly t: T }): MessageContent {
  const { role } = input;
  const t = input.t;
  const lines = (Object.keys(USAGE) as Described[])
    .filter((capability) => can(role, capability))
    .map((capability) => describe(capability, role, t));
  const intro = t(`help.intro.${role ?? "stranger"}`);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "help_intro", text: mrkdwn(intro) },
    { type: "section", block_id: "help_commands", text: mrkdwn(lines.join("\n")) },
  ];
  if (can(role, "students")) {
    blocks.push({ type: "context", block_id: "help_tip", elements: [mrkdwn(t("help.tip"))] });
  }
  return { text: role === null ? intro : t("help.fallback"), blocks };
}

/** A word's usage and what it does, from the help line of its capability; `move` and `link` have their own. */
function usageOf(word: SubcommandWord, t: T): string {
  if (word === "move") return t("help.usage", { usage: "/class move [class]", what: t("help.what.move") });
  if (word === "link") return t("help.usage", { usage: "/class link [class]", what: t("help.what.link") });
  const capability = SUBCOMMANDS[word];
  return t("help.usage", { usage: USAGE[capability], what: t(`help.what.${capability}`) });
}

/**
 * A word `/class` does not know: the word meant, when one is close, instead of the whole help.
 * `suggestion` is one the caller may use (classes/subcommand-words.ts). The words stay English: they
 * are what the command understands.
 */
export function unknownWordMessage(input: {
  readonly typed: string;
  readonly suggestion: SubcommandWord | null;
  readonly allowed: readonly SubcommandWord[];
  readonly t: T;
}): MessageContent {
  const t = input.t;
  const typed = userCode(input.typed, 40);
  const text =
    input.suggestion === null
      ? t("help.unknown.words", {
          typed,
          words: input.allowed.map((w) => `\`/class ${w}\``).join(t("help.unknown.separator")),
        })
      : t("help.unknown.suggest", { typed, word: input.suggestion });
  const blocks: KnownBlock[] = [{ type: "section", block_id: "help_unknown_word", text: mrkdwn(text) }];
  if (input.suggestion !== null)
    blocks.push({
      type: "context",
      block_id: "help_suggestion",
      elements: [mrkdwn(usageOf(input.suggestion, t))],
    });
  return { text, blocks };
}
