/** The school's cloud folders for the forms that offer them (the schedule form, the admin course form). */
import { listCloudFolder } from "../../classes/files.js";
import type { T } from "../../i18n/index.js";
import type { Caller, SlackDeps } from "./context.js";

export type Folders = { folderId: string; name: string }[];

/** Folders change rarely; one listing per school serves every form opened meanwhile. */
const FOLDERS_FRESH_MS = 5 * 60_000;
const folderCache = new WeakMap<object, Map<string, { at: number; folders: Promise<Folders> }>>();

/** The listing as the service names the folders: "" for a folder without a name (worded by the reader). */
async function listFolders(deps: SlackDeps, caller: Caller): Promise<Folders> {
  // The same listing as `/class files`; a failure leaves the course's folder available.
  const listing = await listCloudFolder(deps, caller, null);
  if (!listing.ok) return [];
  return listing.folders.map((f) => ({ folderId: String(f.folderId), name: f.folderName }));
}

/** The school's top cloud folders (cached 5 minutes, shared with the admin course form); [] when unknown. */
export async function cloudFolders(deps: SlackDeps, caller: Caller, t: T): Promise<Folders> {
  const folders = await rawFolders(deps, caller);
  return folders.map((f) => ({ ...f, name: f.name || t("schedule.form.folderNamed", { id: f.folderId }) }));
}

function rawFolders(deps: SlackDeps, caller: Caller): Promise<Folders> {
  let byTeam = folderCache.get(deps.partners);
  if (!byTeam) {
    byTeam = new Map();
    folderCache.set(deps.partners, byTeam);
  }
  const cached = byTeam.get(caller.teamId);
  if (cached && Date.now() - cached.at < FOLDERS_FRESH_MS) return cached.folders;
  const folders = listFolders(deps, caller);
  byTeam.set(caller.teamId, { at: Date.now(), folders });
  // A failed listing is not kept: the next form asks again.
  void folders.then((list) => {
    if (list.length === 0) byTeam.delete(caller.teamId);
  });
  return folders;
}
