/**
 * A school for the class-surface e2e tests: the workspace connected (first contact), a directory
 * with two teachers and a student, courses 5001 (Ada) and 5002 (Alan), and helpers to make classes
 * through the sandbox + store while the schedule and students modals are built elsewhere.
 */
import { type ClassWorld, ensureCourse } from "../classes/labels-ratings-files-fixtures.js";
import type { Harness } from "./harness.js";

export const ADMIN = "UADMIN";
export const ADA = "UTEACH1";
export const ALAN = "UTEACH2";
export const BEN = "USTUD1";

export async function classWorld(h: Harness): Promise<ClassWorld> {
  const teamId = h.standin.identity.teamId;
  h.standin.setUserInfo(ADA, { name: "ada", real_name: "Ada Lovelace" });
  h.standin.setUserInfo(ALAN, { name: "alan", real_name: "Alan Turing" });
  h.standin.setUserInfo(BEN, { name: "ben", real_name: "Ben Carter" });
  // First contact creates the workspace and connects it to the sandbox.
  await h.as(ADMIN).command("/class help");
  await h.standin.waitFor("response_url", undefined, 15_000);
  for (const p of [
    { slackUserId: ADA, uid: "T-ADA", displayName: "Ada Lovelace", role: "teacher" as const },
    { slackUserId: ALAN, uid: "T-ALAN", displayName: "Alan Turing", role: "teacher" as const },
    {
      slackUserId: BEN,
      uid: "S-1001",
      displayName: "Ben Carter",
      account: "13700001001",
      role: "student" as const,
    },
  ]) {
    await h.store.people.upsert(teamId, p);
  }
  const world: ClassWorld = {
    store: h.store,
    partners: h.app.partners,
    teamId,
    now: () => h.sandbox.now(),
  };
  await ensureCourse(world, 5001, "Algebra I", ["T-ADA"]);
  await ensureCourse(world, 5002, "Physics", ["T-ALAN"]);
  return world;
}
