/** `/class help`: lists only the subcommands the caller's role may use. */
import type { KnownBlock } from "@slack/types";
import { type Capability, can, type Role, SUBCOMMANDS, type SubcommandWord } from "../../classes/roles.js";
import type { MessageContent } from "./message.js";
import { mrkdwn, userCode } from "./text.js";

interface HelpEntry {
  readonly usage: string;
  readonly what: string;
}

/** In the order of docs/slack-views.md's subcommand table; `listAll` only changes how `list` is described. */
const HELP: Readonly<Record<Exclude<Capability, "listAll">, HelpEntry>> = {
  schedule: {
    usage: "/class schedule [text]",
    what: "schedule a class or a weekly series (e.g. `Algebra tomorrow 5pm 45m`)",
  },
  students: {
    usage: "/class students [class]",
    what: "add or remove students, and send them their live links",
  },
  video: { usage: "/class video [class]", what: "switch recording, live broadcast and replay" },
  seats: {
    usage: "/class seats [class] [n] [hd|fullhd|standard]",
    what: "change the seats on stage and the video quality; with a number alone, HD is kept when the seats allow it (1 or 6)",
  },
  labels: { usage: "/class labels [class]", what: "pick the class labels" },
  rate: { usage: "/class rate [class]", what: "rate students after class (stars and a comment)" },
  cancel: {
    usage: "/class cancel [class]",
    what: "cancel a class, or it and the rest of its series; its students are told (`/class move [class]` gives a class a new time)",
  },
  share: {
    usage: "/class share [class]",
    what: "post a card of a class (or a series) in this channel with a *Join* button: each student gets their own link privately; the card is updated when the class changes. The app must be a member of the channel (`/invite @Classroom`)",
  },
  files: {
    usage: "/class files [folder]",
    what: "browse the school's cloud folder, privately here; name a folder by its path of names (`Algebra/Week 1`) or click through",
  },
  list: { usage: "/class list", what: "your upcoming classes" },
  my: {
    usage: "/class my",
    what: "your next classes with their Join buttons, shown only to you here (also `/class link [class]`)",
  },
  admin: {
    usage: "/class admin",
    what: "school connection, settings, courses, people, import, labels and audit log",
  },
  help: { usage: "/class help", what: "this help" },
};

const ROLE_INTRO: Readonly<Record<Role, string>> = {
  admin: "You are an *admin* of this school.",
  teacher: "You are a *teacher* of this school.",
  student: "You are a *student* of this school.",
};

function describe(capability: Exclude<Capability, "listAll">, role: Role | null): string {
  const entry = HELP[capability];
  const what =
    capability === "list" && can(role, "listAll") ? "every upcoming class of the school" : entry.what;
  return `• \`${entry.usage}\`: ${what}`;
}

export function helpMessage(input: { readonly role: Role | null }): MessageContent {
  const { role } = input;
  const lines = (Object.keys(HELP) as Array<Exclude<Capability, "listAll">>)
    .filter((capability) => can(role, capability))
    .map((capability) => describe(capability, role));
  const intro =
    role === null
      ? "You are not in the school directory yet, so the class commands are not available to you. Ask an admin of your school to add you."
      : `${ROLE_INTRO[role]} Here is what you can do:`;
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "help_intro", text: mrkdwn(intro) },
    { type: "section", block_id: "help_commands", text: mrkdwn(lines.join("\n")) },
  ];
  if (can(role, "students")) {
    blocks.push({
      type: "context",
      block_id: "help_tip",
      elements: [
        mrkdwn(
          "Name a class by its name, with a day when names repeat (`Algebra tomorrow`, `Algebra Thursday`, `Algebra Dec 3`), or leave out `[class]` to pick from your upcoming classes. Every answer here is shown only to you.",
        ),
      ],
    });
  }
  return { text: role === null ? intro : "Classroom commands you can use", blocks };
}

/** A word's usage and what it does, from the help line of its capability; `move` has its own. */
function usageOf(word: SubcommandWord): string {
  if (word === "move") return "`/class move [class]`: give a class a new time";
  if (word === "link") return "`/class link [class]`: the Join button of one of your classes, only to you";
  const capability = SUBCOMMANDS[word];
  return `\`${HELP[capability].usage}\`: ${HELP[capability].what}`;
}

/**
 * A word `/class` does not know: the word meant, when one is close, instead of the whole help.
 * `suggestion` is one the caller may use (classes/subcommand-words.ts).
 */
export function unknownWordMessage(input: {
  readonly typed: string;
  readonly suggestion: SubcommandWord | null;
  readonly allowed: readonly SubcommandWord[];
}): MessageContent {
  const typed = userCode(input.typed, 40);
  const text =
    input.suggestion === null
      ? `I didn't understand ${typed}. You can use ${input.allowed.map((w) => `\`/class ${w}\``).join(", ")}; \`/class help\` says what each does.`
      : `I didn't understand ${typed}. Did you mean \`/class ${input.suggestion}\`?`;
  const blocks: KnownBlock[] = [{ type: "section", block_id: "help_unknown_word", text: mrkdwn(text) }];
  if (input.suggestion !== null)
    blocks.push({
      type: "context",
      block_id: "help_suggestion",
      elements: [mrkdwn(usageOf(input.suggestion))],
    });
  return { text, blocks };
}
