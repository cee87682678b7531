/** Class cards in channels: `/class share` and the card's buttons. */
import { ActionId } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { cardAddChannelClicked, cardJoinClicked } from "./buttons.js";
import { shareModal } from "./share-modal.js";

export const cardsFeature: FeatureRows = {
  classModals: { share: shareModal },
  actions: [
    // A class card's Join: anyone in the channel may click; each is answered for who they are.
    [ActionId.cardJoin, cardJoinClicked, "anyone"],
    // Adding a channel's students is the students capability; the use case checks the class's course.
    [ActionId.cardAddChannel, cardAddChannelClicked, "students"],
  ],
};
