/** `/class files`: the school's cloud disk, a folder at a time. */
import { FilesOpenPattern } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { filesSubcommand } from "./command.js";
import { filesOpenClicked } from "./open-folder.js";

export const filesFeature: FeatureRows = {
  subcommands: { files: filesSubcommand },
  actions: [[FilesOpenPattern, filesOpenClicked, "files"]],
};
