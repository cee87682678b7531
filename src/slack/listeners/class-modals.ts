/**
 * Modals that act on one class (labels, ratings): each is a capability plus a pure-ish "build the
 * modal for this class" function, so the class picker can open any of them from one table. Opening
 * shows a working modal at once (the trigger lasts 3 s), checks role and course access from the
 * store, then fills the modal with views.update.
 */

import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import { type ClassActor, classAccess } from "../../classes/class-access.js";
import type { Capability } from "../../classes/roles.js";
import type { ClassRecord } from "../../store/index.js";
import type { Caller, SlackDeps } from "../context.js";
import { classNoticeView, classWorkingView } from "../views/class-modal.js";

export interface ClassModal {
  readonly capability: Capability;
  /** The modal's title, also on its working and refusal pages. */
  readonly title: string;
  build(deps: SlackDeps, caller: Caller, classRecord: ClassRecord): Promise<ModalView>;
}

export function classActorOf(caller: Caller): ClassActor {
  return {
    teamId: caller.teamId,
    slackUserId: caller.userId,
    role: caller.role,
    uid: caller.person?.uid ?? null,
  };
}

export async function openClassModal(
  deps: SlackDeps,
  caller: Caller,
  client: WebClient,
  triggerId: string,
  classId: number | undefined,
  modal: ClassModal,
): Promise<void> {
  const opened = await client.views.open({
    trigger_id: triggerId,
    view: classWorkingView(modal.title, "Loading…"),
  });
  const viewId = opened.view?.id;
  if (!viewId) throw new Error("views.open answered without a view id");
  const access = await classAccess(deps, classActorOf(caller), modal.capability, classId);
  const view = access.ok
    ? await modal.build(deps, caller, access.classRecord)
    : classNoticeView(modal.title, access.message);
  if (!access.ok)
    deps.logger.info({ team: caller.teamId, user: caller.userId, reason: access.reason }, "refused");
  await client.views.update({ view_id: viewId, view });
}
