/** Buttons and other interactive elements: one row per action_id (or pattern). */

import type { ButtonArgs } from "../../args.js";
import { ActionId, AdminNavigatePattern, FilesOpenPattern } from "../../ids.js";
import { classModalActionRows } from "../../surfaces/class-modals/registration.js";
import { idsOf, type ListenerRow } from "../table.js";
import { adminNavigate } from "./admin-navigate.js";
import { agendaTimeChosen } from "./agenda-time.js";
import { calendarAddClicked } from "./calendar-add.js";
import { cardAddChannelClicked, cardJoinClicked } from "./class-card.js";
import { connectionTestClicked } from "./connection-test.js";
import { courseAddClicked, courseEditClicked, courseRemoveClicked, coursesPaged } from "./course-buttons.js";
import { filesOpenClicked } from "./files-open.js";
import { homeMoreClicked } from "./home-more.js";
import { importSharedFileClicked } from "./import-shared-file.js";
import { joinLiveClicked, replayOpenClicked } from "./join-live.js";
import { labelAddClicked, labelEditClicked, labelRemoveClicked, labelsPaged } from "./label-buttons.js";
import { languageChosen } from "./language.js";
import { openAdminClicked } from "./open-admin.js";
import {
  peoplePaged,
  personAddClicked,
  personEditClicked,
  personFound,
  personRemoveClicked,
} from "./person-buttons.js";
import { scheduleOpenClicked } from "./schedule-open.js";

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
