/**
 * What the import form cannot do in a workspace that declined an optional scope, said at open: e-mail
 * addresses need users:read.email, an uploaded file files:read. The rest of the form works.
 */
import type { T } from "../../../../i18n/index.js";
import type { SlackDeps } from "../../../lib/context.js";
import { lacksScope } from "../../../lib/scopes/granted.js";

/** One sentence per missing permission, each naming how an admin grants it; none when all are granted. */
export async function importScopeNotes(deps: SlackDeps, teamId: string, t: T): Promise<string[]> {
  const [email, files] = await Promise.all([
    lacksScope(deps, teamId, "users:read.email"),
    lacksScope(deps, teamId, "files:read"),
  ]);
  return [
    ...(email ? [t("adminImport.scopes.email")] : []),
    ...(files ? [t("adminImport.scopes.files")] : []),
  ];
}
