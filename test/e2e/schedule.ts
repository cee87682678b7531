/**
 * The world the scheduling suites share: the workspace with Ada (in New York), Marie and Ben, Algebra I
 * and Physics, a short partner timeout, and the helpers they wait and read times with. The bindings are
 * live: they hold the file's harness once `schedulePerFile()` has booted it.
 */
import { TZDate } from "@date-fns/tz";
import { afterEach } from "vitest";
import type { BootOptions } from "../../src/demo/boot.js";
import { DEMO_SID } from "../../src/sandbox/index.js";
import { ADA, BEN, MARIE } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import { type Harness, harnessPerFile, openScheduleForm, WAIT_MS } from "./harness.js";

export const TEACHER = ADA.slackUserId;
export const OTHER = MARIE.slackUserId;
export const STUDENT = BEN.slackUserId;
export const NY = "America/New_York";

export let h: Harness;
export let teamId: string;

/** Boots this file's harness and seeds the school; call it at the top of the file. */
export function schedulePerFile(boot: BootOptions = {}): void {
  // A short partner timeout so a hanging service is given up on (and retried) within the test.
  harnessPerFile({ boot: { partnerTimeoutMs: 1500, ...boot } }, async (started) => {
    h = started;
    teamId = h.standin.identity.teamId;
    await h.store.workspaces.upsert({ teamId });
    h.standin.setUserInfo(TEACHER, { name: "ada", real_name: ADA.displayName, tz: NY });
    h.standin.setUserInfo(OTHER, { name: "marie", real_name: MARIE.displayName, tz: "Europe/London" });
    await seedSchool(h.store, teamId, { people: [ADA, MARIE, BEN] });
  });
  afterEach(() => {
    h.sandbox.clearFaults();
  });
}

export const sandboxClasses = () => h.sandbox.state(DEMO_SID).classes;

export const openForm = (userId: string, text = "") => openScheduleForm(h, userId, text);

/** Waits for the background work of a submission: the teacher's DM, or the modal shown again. */
export async function settled(mark: number, viewId: string) {
  return h.standin.waitFor(
    ["views.update"],
    (c) => c.seq >= mark && c.args.view_id === viewId && c.response.ok === true,
    WAIT_MS,
  );
}

/** Tomorrow's date in New York, as the form shows it. */
export function inTomorrow(): string {
  const z = new TZDate(Date.now() + 86_400_000, NY);
  return `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`;
}

/** A Unix time as New York's weekday and wall clock. */
export function wallClock(unix: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: NY,
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
  }).format(new Date(unix * 1000));
}
