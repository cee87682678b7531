/** `/class files [folder]`: a private listing of one folder of the school's cloud disk. */
import { listCloudFolder, parseFolderId } from "../../../../classes/files.js";
import type { Subcommand } from "../../../args.js";
import { folderListingMessage } from "../../../views/class-files.js";
import { mrkdwn } from "../../../views/text.js";

export const filesSubcommand: Subcommand = async (deps, caller, { respond }, rest) => {
  const folderId = parseFolderId(rest);
  if (folderId === undefined) {
    const text =
      "Folder ids are whole numbers: `/class files` lists the top folder, `/class files 101` folder 101.";
    await respond({
      response_type: "ephemeral",
      text,
      blocks: [{ type: "section", block_id: "files_usage", text: mrkdwn(text) }],
    });
    return;
  }
  const listing = await listCloudFolder(deps, caller, folderId);
  const path = folderId === null ? [] : [{ id: folderId, name: `Folder ${folderId}` }];
  const message = folderListingMessage(path, listing);
  await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
