/** Buttons and other interactive elements: one row per action_id (or pattern). */

import { connectionTestClicked } from "../features/admin/connection/test-button.js";
import {
  courseAddClicked,
  courseEditClicked,
  courseRemoveClicked,
  coursesPaged,
} from "../features/admin/courses/buttons.js";
import { importSharedFileClicked } from "../features/admin/import/shared-file-button.js";
import {
  labelAddClicked,
  labelEditClicked,
  labelRemoveClicked,
  labelsPaged,
} from "../features/admin/labels/buttons.js";
import { adminNavigate } from "../features/admin/navigate.js";
import { openAdminClicked } from "../features/admin/open-button.js";
import {
  peoplePaged,
  personAddClicked,
  personEditClicked,
  personFound,
  personRemoveClicked,
} from "../features/admin/people/buttons.js";
import { agendaTimeChosen } from "../features/agenda/time-menu.js";
import { calendarAddClicked } from "../features/calendar/add.js";
import { cardAddChannelClicked, cardJoinClicked } from "../features/cards/buttons.js";
import { filesOpenClicked } from "../features/files/open-folder.js";
import { languageChosen } from "../features/home/language.js";
import { homeMoreClicked } from "../features/home/more.js";
import { joinLiveClicked, replayOpenClicked } from "../features/link/join.js";
import { scheduleOpenClicked } from "../features/schedule/home-button.js";
import type { ButtonArgs } from "../lib/args.js";
import { ActionId, AdminNavigatePattern, FilesOpenPattern } from "../lib/ids.js";
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";
import { classModalActionRows } from "./class-modal-rows.js";

export const actionListeners: readonly ListenerRow<ButtonArgs>[] = [
  [AdminNavigatePattern, adminNavigate, "admin"],
  [ActionId.connectionTest, connectionTestClicked, "admin"],
  [ActionId.importSharedFile, importSharedFileClicked, "admin"],
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
  [ActionId.peopleFind, personFound, "admin"],
  [ActionId.labelAdd, labelAddClicked, "admin"],
  [ActionId.labelEdit, labelEditClicked, "admin"],
  [ActionId.labelRemove, labelRemoveClicked, "admin"],
  [ActionId.labelsPrev, labelsPaged, "admin"],
  [ActionId.labelsNext, labelsPaged, "admin"],
  [ActionId.openAdmin, openAdminClicked, "admin"],
  // Anyone's own Home: what it lists is decided by their role, read again.
  [ActionId.homeMore, homeMoreClicked, "anyone"],
  // Anyone's own language, for what the app writes to them.
  [ActionId.homeLanguage, languageChosen, "anyone"],
  // Any role may click a Join button it was shown; no refusal is ever sent for it.
  [ActionId.joinLive, joinLiveClicked, "anyone"],
  // The replay is watched after class: not a Join, so not counted; acknowledged and nothing shown.
  [ActionId.replayOpen, replayOpenClicked, "anyone"],
  // Anyone's own classes: the use case checks the class is theirs (enrolled, or of their courses).
  [ActionId.calendarAdd, calendarAddClicked, "anyone"],
  // A class card's Join: anyone in the channel may click; each is answered for who they are.
  [ActionId.cardJoin, cardJoinClicked, "anyone"],
  // Adding a channel's students is the students capability; the use case checks the class's course.
  [ActionId.cardAddChannel, cardAddChannelClicked, "students"],
  [ActionId.scheduleOpen, scheduleOpenClicked, "schedule"],
  // The morning agenda is a teaching day's: only who may teach has one to set.
  [ActionId.agendaTime, agendaTimeChosen, "schedule"],
  [FilesOpenPattern, filesOpenClicked, "files"],
  // Class buttons, the buttons inside class modals and the class picker: class access is checked
  // for each by the class modals' registration.
  ...classModalActionRows,
];

/** action_ids the app handles by name (plus every `admin_nav_<page>` and `files_open_<n>`). */
export const registeredActions: readonly string[] = idsOf(actionListeners);
