import type { App, BlockAction } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { ActionId, AdminNavigatePattern, ClassPickerIds } from "../../ids.js";
import { requireCapability } from "../../middleware/require-capability.js";
import { HomeActionId } from "../../views/home.js";
import { classModalOf } from "../class-modals.js";
import { classOptions } from "../options/class-options.js";
import { adminNavigate } from "./admin-navigate.js";
import { classModalButtonClicked } from "./class-modal-buttons.js";
import { classPicked } from "./class-pick.js";
import { connectionTestClicked } from "./connection-test.js";
import { courseAddClicked, courseEditClicked, courseRemoveClicked, coursesPaged } from "./course-buttons.js";
import { joinLiveClicked } from "./join-live.js";
import { openAdminClicked } from "./open-admin.js";
import { peoplePaged, personAddClicked, personEditClicked, personRemoveClicked } from "./person-buttons.js";
import { scheduleOpenClicked } from "./schedule-open.js";

/** The class buttons (value = class id) and the modal each opens; rows of CLASS_MODALS. */
const CLASS_MODAL_BUTTONS: ReadonlyArray<readonly [actionId: string, subcommand: string]> = [
  [ActionId.classStudents, "students"],
  [ActionId.classVideo, "video"],
  [ActionId.classSeats, "seats"],
];

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
  ActionId.scheduleOpen,
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
  // Class modals check role and course themselves (classAccess), on every click.
  for (const [actionId, subcommand] of CLASS_MODAL_BUTTONS) {
    const modal = classModalOf(subcommand);
    if (modal) app.action<BlockAction>(actionId, classModalButtonClicked(deps, modal));
  }
  app.action<BlockAction>(ClassPickerIds.select, classPicked(deps));
  app.options(ClassPickerIds.select, classOptions(deps));
  app.action<BlockAction>(
    ActionId.scheduleOpen,
    requireCapability(deps, "schedule"),
    scheduleOpenClicked(deps),
  );
}
