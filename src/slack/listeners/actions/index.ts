import type { App, BlockAction } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { ActionId, AdminNavigatePattern, FilesOpenPattern } from "../../ids.js";
import { requireCapability } from "../../middleware/require-capability.js";
import { HomeActionId } from "../../views/home.js";
import { labelsClassModal } from "../class-labels-modal.js";
import { rateClassModal } from "../class-rate-modal.js";
import { adminNavigate } from "./admin-navigate.js";
import { classModalButton } from "./class-modal-buttons.js";
import { connectionTestClicked } from "./connection-test.js";
import { courseAddClicked, courseEditClicked, courseRemoveClicked, coursesPaged } from "./course-buttons.js";
import { filesOpenClicked } from "./files-open.js";
import { joinLiveClicked } from "./join-live.js";
import { labelAddClicked, labelEditClicked, labelRemoveClicked, labelsPaged } from "./label-buttons.js";
import { openAdminClicked } from "./open-admin.js";
import { peoplePaged, personAddClicked, personEditClicked, personRemoveClicked } from "./person-buttons.js";
import { ratePreviousClicked } from "./rate-previous.js";
import { scheduleOpenClicked } from "./schedule-open.js";

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
  ActionId.labelAdd,
  ActionId.labelEdit,
  ActionId.labelRemove,
  ActionId.labelsPrev,
  ActionId.labelsNext,
  ActionId.classLabels,
  ActionId.classRate,
  ActionId.ratePrevious,
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
  on(ActionId.labelAdd, labelAddClicked(deps));
  on(ActionId.labelEdit, labelEditClicked(deps));
  on(ActionId.labelRemove, labelRemoveClicked(deps));
  on(ActionId.labelsPrev, labelsPaged(deps));
  on(ActionId.labelsNext, labelsPaged(deps));
  app.action<BlockAction>(
    ActionId.classLabels,
    requireCapability(deps, "labels"),
    classModalButton(deps, labelsClassModal),
  );
  app.action<BlockAction>(
    ActionId.classRate,
    requireCapability(deps, "rate"),
    classModalButton(deps, rateClassModal),
  );
  app.action<BlockAction>(ActionId.ratePrevious, requireCapability(deps, "rate"), ratePreviousClicked(deps));
  app.action<BlockAction>(FilesOpenPattern, requireCapability(deps, "files"), filesOpenClicked(deps));
  // Any role may click a Join button it was shown; no refusal is ever sent for it.
  app.action<BlockAction>(ActionId.joinLive, joinLiveClicked(deps));
  app.action<BlockAction>(
    ActionId.scheduleOpen,
    requireCapability(deps, "schedule"),
    scheduleOpenClicked(deps),
  );
}
