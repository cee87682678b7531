/** The student's own link: `/class my` and `/class link`, and the Join and replay buttons. */
import { ActionId } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { joinLiveClicked, replayOpenClicked } from "./join.js";
import { mySubcommand } from "./my-command.js";

export const linkFeature: FeatureRows = {
  subcommands: { my: mySubcommand, link: mySubcommand },
  actions: [
    // Any role may click a Join button it was shown; no refusal is ever sent for it.
    [ActionId.joinLive, joinLiveClicked, "anyone"],
    // The replay is watched after class: not a Join, so not counted; acknowledged and nothing shown.
    [ActionId.replayOpen, replayOpenClicked, "anyone"],
  ],
};
