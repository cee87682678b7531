/** `/class help`: lists only the subcommands the caller's role may use. */
import type { KnownBlock } from "@slack/types";
import { type Capability, can, type Role } from "../../classes/roles.js";
import type { MessageContent } from "./message.js";
import { mrkdwn } from "./text.js";

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
  seats: { usage: "/class seats [class] [n] [hd]", what: "change the seats on stage and HD" },
  labels: { usage: "/class labels [class]", what: "pick the class labels" },
  rate: { usage: "/class rate [class]", what: "rate students after class (stars and a comment)" },
  cancel: {
    usage: "/class cancel [class]",
    what: "cancel a class, or it and the rest of its series; its students are told (`/class move [class]` gives a class a new time)",
  },
  files: { usage: "/class files [folder]", what: "browse the school's cloud folder" },
  list: { usage: "/class list", what: "your upcoming classes" },
  my: { usage: "/class my", what: "get your personal live link by DM (also `/class link [class]`)" },
  admin: { usage: "/class admin", what: "school connection, courses, people, import and audit log" },
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
      elements: [mrkdwn("Leave out `[class]` to pick from your upcoming classes.")],
    });
  }
  return { text: role === null ? intro : "Classroom commands you can use", blocks };
}
