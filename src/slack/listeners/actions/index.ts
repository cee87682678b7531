import type { App, BlockAction } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { ActionId, AdminNavigatePattern } from "../../ids.js";
import { requireCapability } from "../../middleware/require-capability.js";
import { HomeActionId } from "../../views/home.js";
import { adminNavigate } from "./admin-navigate.js";
import { connectionTestClicked } from "./connection-test.js";
import { courseAddClicked, courseEditClicked, courseRemoveClicked, coursesPaged } from "./course-buttons.js";
import { joinLiveClicked } from "./join-live.js";
import { openAdminClicked } from "./open-admin.js";
import { peoplePaged, personAddClicked, personEditClicked, personRemoveClicked } from "./person-buttons.js";

/** action_ids the app handles (plus every `admin_nav_<page>`). */
export const registeredActions: readonly string[] = [
  ActionId.connectionTest,
  ActionId.courseAdd,
  ActionId.courseEdit,
  ActionId.courseRemove,
  ActionId.coursesPrev,
  ActionId.coursesNext,
  ActionId.personAdd,
  ActionId.personEdit,
  ActionId.personRemove,
  ActionId.peoplePrev,
  ActionId.peopleNext,
  HomeActionId.openAdmin,
  ActionId.joinLive,
];

export function register(app: App, deps: SlackDeps): void {
  const admin = requireCapability(deps, "admin");
  const on = (actionId: string | RegExp, handler: ReturnType<typeof adminNavigate>) =>
    app.action<BlockAction>(actionId, admin, handler);
  on(AdminNavigatePattern, adminNavigate(deps));
  on(ActionId.connectionTest, connectionTestClicked(deps));
  on(ActionId.courseAdd, courseAddClicked(deps));
  on(ActionId.courseEdit, courseEditClicked(deps));
  on(ActionId.courseRemove, courseRemoveClicked(deps));
  on(ActionId.coursesPrev, coursesPaged(deps));
  on(ActionId.coursesNext, coursesPaged(deps));
  on(ActionId.personAdd, personAddClicked(deps));
  on(ActionId.personEdit, personEditClicked(deps));
  on(ActionId.personRemove, personRemoveClicked(deps));
  on(ActionId.peoplePrev, peoplePaged(deps));
  on(ActionId.peopleNext, peoplePaged(deps));
  on(HomeActionId.openAdmin, openAdminClicked(deps));
  // Any role may click a Join button it was shown; no refusal is ever sent for it.
  app.action<BlockAction>(ActionId.joinLive, joinLiveClicked(deps));
}
