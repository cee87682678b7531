import { type Capability, type Role, rolesAllowed } from "../../classes/roles.js";
import { type MessageContent, sectionMessage } from "./message.js";

const ACTIONS: Readonly<Record<Capability, string>> = {
  schedule: "schedule classes",
  students: "add or remove students",
  video: "change recording, live and replay",
  seats: "change seats",
  labels: "change class labels",
  rate: "rate students",
  cancel: "cancel classes",
  share: "share class cards in channels",
  files: "browse the school's files",
  list: "list classes",
  listAll: "see every class of the school",
  my: "get a student live link",
  admin: "open the school admin settings",
  help: "get help",
};

const PLURAL: Readonly<Record<Role, string>> = { admin: "admins", teacher: "teachers", student: "students" };

function who(roles: readonly Role[]): string {
  const names = roles.map((r) => PLURAL[r]);
  if (names.length <= 1) return names[0] ?? "admins";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function refusalMessage(input: {
  readonly capability: Capability;
  readonly role: Role | null;
}): MessageContent {
  const action = ACTIONS[input.capability];
  const text =
    input.role === null
      ? `Sorry, you are not in the school directory yet, so you cannot ${action}. Ask an admin of your school to add you.`
      : `Sorry, only ${who(rolesAllowed(input.capability))} can ${action}. Ask an admin of your school if you need this.`;
  return sectionMessage(text, { blockId: "refusal" });
}
