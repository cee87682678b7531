/** Buttons and other interactive elements: one row per action_id (or pattern). */
import { ActionId, AdminNavigatePattern, ClassPickerIds, FilesOpenPattern } from "../../ids.js";
import { CLASS_MODALS, type ClassModalName } from "../class-modals.js";
import { idsOf, type ListenerRow } from "../table.js";
import { adminNavigate } from "./admin-navigate.js";
import { classModalButtonClicked } from "./class-modal-buttons.js";
import { classPicked } from "./class-pick.js";
import { connectionTestClicked } from "./connection-test.js";
import { courseAddClicked, courseEditClicked, courseRemoveClicked, coursesPaged } from "./course-buttons.js";
import { filesOpenClicked } from "./files-open.js";
import { joinLiveClicked } from "./join-live.js";
import { labelAddClicked, labelEditClicked, labelRemoveClicked, labelsPaged } from "./label-buttons.js";
import { openAdminClicked } from "./open-admin.js";
import { peoplePaged, personAddClicked, personEditClicked, personRemoveClicked } from "./person-buttons.js";
import { ratePreviousClicked } from "./rate-previous.js";
import { scheduleOpenClicked } from "./schedule-open.js";
import type { ButtonArgs } from "./types.js";

/** A class button (value = class id) opens its class modal; the click re-checks class access. */
const classButton = (actionId: string, name: ClassModalName): ListenerRow<ButtonArgs> => [
  actionId,
  (deps) => classModalButtonClicked(deps, CLASS_MODALS[name]),
  CLASS_MODALS[name].capability,
];

export const actionListeners: readonly ListenerRow<ButtonArgs>[] = [
  [AdminNavigatePattern, adminNavigate, "admin"],
  [ActionId.connectionTest, connectionTestClicked, "admin"],
  [ActionId.courseAdd, courseAddClicked, "admin"],
  [ActionId.courseEdit, courseEditClicked, "admin"],
  [ActionId.courseRemove, courseRemoveClicked, "admin"],
  [ActionId.coursesPrev, coursesPaged, "admin"],
  [ActionId.coursesNext, coursesPaged, "admin"],
  [ActionId.personAdd, personAddClicked, "admin"],
  [ActionId.personEdit, personEditClicked, "admin"],
  [ActionId.personRemove, personRemoveClicked, "admin"],
  [ActionId.peoplePrev, peoplePaged, "admin"],
  [ActionId.peopleNext, peoplePaged, "admin"],
  [ActionId.labelAdd, labelAddClicked, "admin"],
  [ActionId.labelEdit, labelEditClicked, "admin"],
  [ActionId.labelRemove, labelRemoveClicked, "admin"],
  [ActionId.labelsPrev, labelsPaged, "admin"],
  [ActionId.labelsNext, labelsPaged, "admin"],
  [ActionId.openAdmin, openAdminClicked, "admin"],
  // Any role may click a Join button it was shown; no refusal is ever sent for it.
  [ActionId.joinLive, joinLiveClicked, "anyone"],
  [ActionId.scheduleOpen, scheduleOpenClicked, "schedule"],
  classButton(ActionId.classStudents, "students"),
  classButton(ActionId.classVideo, "video"),
  classButton(ActionId.classSeats, "seats"),
  classButton(ActionId.classLabels, "labels"),
  classButton(ActionId.classRate, "rate"),
  // The ratings modal's "Previous page" re-checks the class's course like its submission does.
  [ActionId.ratePrevious, ratePreviousClicked, "rate"],
  [FilesOpenPattern, filesOpenClicked, "files"],
  // The picker serves every class modal: the capability depends on the modal, so the handler checks
  // it (classAccess) for the subcommand it opens.
  [ClassPickerIds.select, classPicked, "anyone"],
];

/** action_ids the app handles by name (plus every `admin_nav_<page>` and `files_open_<n>`). */
export const registeredActions: readonly string[] = idsOf(actionListeners);
