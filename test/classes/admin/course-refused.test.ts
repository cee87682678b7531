/**
 * A refused course is told to every admin once however many calls meet it at once (the flag and the
 * DMs commit together; `flagProblem` sets an empty flag only), and told again after the course worked
 * again. Both engines; on PostgreSQL through two stores, as two instances would.
 */
import { afterEach, describe, expect, it } from "vitest";
import { courseRefusedNotice } from "../../../src/classes/admin/course-notices.js";
import { noteCourseAnswer } from "../../../src/classes/admin/course-problems.js";
import type { NoticeRenderer } from "../../../src/classes/notices/renderer.js";
import type { CallInfo } from "../../../src/partner/index.js";
import { ENGINES, type Fresh, freshDatabase, skipPostgres } from "../../store/harness.js";
import { ADA, ALGEBRA, WANG } from "../../support/cast.js";
import { seedSchool } from "../../support/school.js";

const TEAM = "T0REFUSED";
let fresh: Fresh | undefined;
afterEach(async () => {
  await fresh?.dispose();
  fresh = undefined;
  rendered.length = 0;
});

/** Keeps the facts the admins are told (the Slack views are tested with the e2e stack). */
const rendered: unknown[] = [];
const renderer = {
  courseRefused: (facts, locale) => {
    rendered.push({ locale, facts });
    return { text: facts.name };
  },
} as Partial<NoticeRenderer> as NoticeRenderer;

function answer(errno: number | null): CallInfo {
  return {
    operation: "addCourseClass",
    params: { courseId: String(ALGEBRA.courseId) },
    ok: errno === null,
    errno: errno ?? 1,
    failure: errno === null ? null : "PartnerError",
    failedEntries: 0,
    attempts: 1,
    latencyMs: 5,
  } as CallInfo;
}

describe.each(ENGINES)("a refused course on %s", (engine) => {
  it.skipIf(skipPostgres(engine))(
    "tells each admin once however many calls meet it, and again after it worked",
    async () => {
      fresh = await freshDatabase(engine);
      const one = await fresh.open();
      await one.workspaces.upsert({ teamId: TEAM });
      await seedSchool(one, TEAM, { people: [ADA, WANG], courses: [ALGEBRA] });
      const two = engine === "postgres" ? await fresh.open() : one;
      const notice = courseRefusedNotice({ noticeRenderer: renderer, bootstrapAdmins: ["UBOOT"] });
      const meet = (at: number) =>
        Promise.all(
          [one, two, one, two].map((store) => noteCourseAnswer(store, TEAM, answer(153), at, notice)),
        );
      expect((await meet(1000)).filter(Boolean)).toHaveLength(1);
      expect((await meet(1001)).filter(Boolean)).toHaveLength(0);
      const dms = () => dmsIn(fresh as Fresh, TEAM);
      expect((await dms()).sort()).toEqual(
        [
          `notice:course5001-refused153-1000:UBOOT`,
          `notice:course5001-refused153-1000:${WANG.slackUserId}`,
        ].sort(),
      );
      expect(rendered).toEqual([
        {
          locale: "en",
          facts: { courseId: 5001, name: "Algebra I", refusal: "expired", during: "scheduleClass", at: 1000 },
        },
        {
          locale: "en",
          facts: { courseId: 5001, name: "Algebra I", refusal: "expired", during: "scheduleClass", at: 1000 },
        },
      ]);

      // A class made in the course: it works again; the next refusal is a new one, told again.
      await noteCourseAnswer(one, TEAM, answer(null), 1002, notice);
      expect((await one.courses.get(TEAM, ALGEBRA.courseId))?.problem).toBeNull();
      expect((await meet(1003)).filter(Boolean)).toHaveLength(1);
      expect(await dms()).toHaveLength(4);
    },
  );
});

/** The DMs queued for the team, by dedupe key (the payloads are sealed at rest). */
async function dmsIn(db: Fresh, teamId: string): Promise<string[]> {
  const rows = await db.raw<{ dedupe_key: string }>(
    "select dedupe_key from outbox where team_id = ? and kind = 'dm' order by id",
    [teamId],
  );
  return rows.map((r) => r.dedupe_key);
}
