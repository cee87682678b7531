/** The App Home tab and `/class list`: a person's classes, their language and how many are shown. */
import { ActionId, EventName } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { languageChosen } from "./language.js";
import { listSubcommand } from "./list-command.js";
import { homeMoreClicked } from "./more.js";
import { appHomeOpened } from "./opened.js";

export const homeFeature: FeatureRows = {
  subcommands: { list: listSubcommand },
  actions: [
    // Anyone's own Home: what it lists is decided by their role, read again.
    [ActionId.homeMore, homeMoreClicked, "anyone"],
    // Anyone's own language, for what the app writes to them.
    [ActionId.homeLanguage, languageChosen, "anyone"],
  ],
  events: [[EventName.appHomeOpened, appHomeOpened, "anyone"]],
};
