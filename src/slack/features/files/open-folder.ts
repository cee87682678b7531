/** A folder (or "Up") button of a `/class files` listing: the listing is replaced by that folder's. */
import { listCloudFolder } from "../../../classes/files.js";
import { type ButtonArgs, buttonValue } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { replyPrivately } from "../../lib/middleware/reply.js";
import { decodeFolderPath, folderListingMessage } from "./view.js";

export function filesOpenClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const path = decodeFolderPath(buttonValue(args));
    const folderId = path.at(-1)?.id ?? null;
    const listing = await listCloudFolder(deps, caller, folderId);
    const message = folderListingMessage(
      path,
      listing,
      undefined,
      await tFor(deps, caller.teamId, caller.userId),
    );
    if (args.body.response_url) {
      await args.respond({
        response_type: "ephemeral",
        replace_original: true,
        text: message.text,
        blocks: message.blocks,
      });
      return;
    }
    await replyPrivately({ body: args.body, client: args.client, respond: args.respond }, message);
  };
}
