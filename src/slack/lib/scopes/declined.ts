/**
 * What a workspace loses without each optional scope it declined (issue 31 §5): the install's success
 * page and the admin's Home list one sentence per missing scope, the very sentence the feature says
 * where admins meet it, so the two never drift apart (files:write's own sentence speaks to a student:
 * the admin's is worded for them).
 */
import type { MessageKey, T } from "../../../i18n/index.js";
import { BOT_SCOPE_TABLE } from "./bot-scopes.js";
import { type GrantedScopes, lacksScope } from "./granted.js";

type OptionalScope = Extract<(typeof BOT_SCOPE_TABLE)[number], { optional: true }>["scope"];

/**
 * Each optional scope's sentence, the feature's own catalogue words. Both channel scopes read a
 * channel's members (public, private), so they share one sentence, said once.
 */
const WITHOUT_SCOPE = {
  "users:read.email": "adminImport.scopes.email",
  "files:read": "adminImport.scopes.files",
  "files:write": "install.declinedCalendarFiles",
  "channels:read": "classStudents.channelNoPermissionHint",
  "groups:read": "classStudents.channelNoPermissionHint",
} as const satisfies Readonly<Record<OptionalScope, MessageKey>>;

const isOptional = (scope: string): scope is OptionalScope => scope in WITHOUT_SCOPE;

/** The optional scopes a granted list lacks, in the table's order; none when the list is not known. */
export function declinedOf(granted: readonly string[] | undefined): OptionalScope[] {
  // An empty list is Bolt's shape for "not said" (granted.ts).
  if (granted === undefined || granted.length === 0) return [];
  return BOT_SCOPE_TABLE.map((s) => s.scope)
    .filter(isOptional)
    .filter((scope) => !granted.includes(scope));
}

/** The optional scopes the workspace lacks now (`deps.scopes`: the installation's, or Slack's latest word). */
export async function declinedScopesOf(
  deps: { readonly scopes?: GrantedScopes | undefined },
  teamId: string,
): Promise<OptionalScope[]> {
  const optional = BOT_SCOPE_TABLE.map((s) => s.scope).filter(isOptional);
  const lacking = await Promise.all(optional.map((scope) => lacksScope(deps, teamId, scope)));
  return optional.filter((_, i) => lacking[i]);
}

/** One sentence per feature the declined scopes stop, each once, in the table's order. */
export function declinedSentences(declined: readonly OptionalScope[], t: T): string[] {
  const keys = [...new Set(declined.map((scope) => WITHOUT_SCOPE[scope]))];
  return keys.map((key) => t(key));
}
