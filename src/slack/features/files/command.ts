/**
 * `/class files [folder]`: a private listing of one folder of the school's cloud disk. The folder is
 * named by its path of names from the top (`/class files Algebra/Week 1`); a number is still read as
 * a folder id (older messages said so), but nothing asks a person for one.
 */
import { listCloudFolder, listCloudFolderByNames, parseFolderId } from "../../../classes/files.js";
import type { Subcommand } from "../../lib/args.js";
import { tFor } from "../../lib/locale/locale.js";
import { folderListingMessage } from "./view.js";

export const filesSubcommand: Subcommand = async (deps, caller, { respond }, rest) => {
  const t = await tFor(deps, caller.teamId, caller.userId);
  const folderId = parseFolderId(rest);
  if (folderId !== undefined) {
    const listing = await listCloudFolder(deps, caller, folderId);
    const path =
      folderId === null ? [] : [{ id: folderId, name: t("teacher.files.folder", { id: folderId }) }];
    const message = folderListingMessage(path, listing, undefined, t);
    await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
    return;
  }
  const names = rest
    .split("/")
    .map((n) => n.trim())
    .filter((n) => n !== "");
  const found = await listCloudFolderByNames(deps, caller, names);
  const message = folderListingMessage(found.path, found.listing, found.missing, t);
  await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
