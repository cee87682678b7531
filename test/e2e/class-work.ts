/**
 * The world the students, recording and seats suites share: the school connected, an Algebra class two
 * days ahead with a channel of its own, and what they check afterwards (DMs, partner calls). The
 * bindings are live: they hold the file's harness once `classWorkPerFile()` has booted it.
 */
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, CHLOE, MARIE } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { type Harness, harnessPerFile, WAIT_MS } from "./harness.js";
import { connectedSchool } from "./school.js";

export const DAY = 86_400;
export let h: Harness;
export let w: ClassWorld;
export let teamId: string;
export let algebra: ClassRecord;
export const now = () => Math.floor(Date.now() / 1000);
export const sandboxClass = (classId: number) =>
  h.sandbox.state(DEMO_SID).classes.find((c) => c.classId === classId);

/** Boots this file's harness and makes the shared class; call it at the top of the file. */
export function classWorkPerFile(): void {
  harnessPerFile(async (started) => {
    h = started;
    w = await connectedSchool(h);
    teamId = w.teamId;
    algebra = await makeClass(w, {
      name: "Algebra",
      beginTime: now() + 2 * DAY,
    });
    h.standin.setChannelMembers("CALGEBRA", [CHLOE.slackUserId, MARIE.slackUserId, ADA.slackUserId]);
  });
}

export async function dmTo(userId: string, mark: number, contains: string) {
  return h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === userId && JSON.stringify(c.args).includes(contains),
    WAIT_MS,
  );
}

export async function partnerCalls(operation: string): Promise<number> {
  await h.app.partners.flushAudit();
  return (await h.store.audit.latest(teamId, 500)).filter((e) => e.operation === operation).length;
}
