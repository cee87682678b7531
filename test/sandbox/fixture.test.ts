import { afterEach, describe, expect, it } from "vitest";
import { authFields } from "../../src/partner/signing.js";
import {
  DEMO_SECRET,
  DEMO_SID,
  demoFixture,
  FixtureError,
  parseFixture,
  type Sandbox,
  startSandbox,
} from "../../src/sandbox/index.js";

describe("fixture validation", () => {
  it("fills the documented defaults: only sid and secret are required", () => {
    const f = parseFixture({ schools: [{ sid: 1000001, secret: "s" }] });
    expect(f.schools[0]).toMatchObject({
      sid: "1000001",
      maxSeatNum: 12,
      folders: [],
      courses: [],
      teachers: [],
      students: [],
      labels: [],
    });
    expect(f.now).toBeUndefined();
  });

  it("reports every problem with its path", () => {
    const bad = {
      schools: [
        {
          sid: "1",
          secret: "s",
          maxSeatNum: 13,
          courses: [{ courseId: 1, state: "archived" }],
          teachers: [{ uid: "T", state: "sleepy" }],
        },
      ],
    };
    try {
      parseFixture(bad, "my.json");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(FixtureError);
      const message = (err as Error).message;
      expect(message).toContain("invalid my.json");
      expect(message).toContain("schools[0].maxSeatNum");
      expect(message).toContain("schools[0].courses[0].state");
      expect(message).toContain("schools[0].teachers[0].state");
    }
    expect(() => parseFixture({ schools: [] })).toThrow(FixtureError);
    expect(() => parseFixture("nope")).toThrow(FixtureError);
  });

  it("refuses ids shared between schools, since ownership decides error codes", () => {
    const twice = {
      schools: [
        { sid: "1", secret: "a", courses: [{ courseId: 7 }], labels: [5] },
        { sid: "2", secret: "b", courses: [{ courseId: 7 }], labels: [5] },
      ],
    };
    expect(() => parseFixture(twice)).toThrow(/courseId 7 appears twice/);
    expect(() =>
      parseFixture({
        schools: [
          { sid: "1", secret: "a" },
          { sid: 1, secret: "b" },
        ],
      }),
    ).toThrow(/sid 1 appears twice/);
  });
});

describe("the demo school", () => {
  let sandbox: Sandbox | undefined;
  afterEach(async () => {
    await sandbox?.close();
    sandbox = undefined;
  });

  it("is a valid fixture with twenty named students, some non-ASCII, courses, teachers, folders and labels", () => {
    const school = parseFixture(demoFixture).schools[0];
    if (!school) throw new Error("demo fixture has no school");
    const students = school.students.filter((s) => s.uid.startsWith("S-"));
    expect(students).toHaveLength(20);
    expect(students.filter((s) => /[^\x20-\x7e]/.test(s.name)).length).toBeGreaterThanOrEqual(4);
    expect(new Set(students.map((s) => s.account)).size).toBe(20);
    expect(school.courses.length).toBeGreaterThanOrEqual(3);
    expect(school.teachers.length).toBeGreaterThanOrEqual(3);
    expect(school.files.length).toBeGreaterThan(0);
    expect(school.labels.length).toBeGreaterThan(0);
  });

  it("is what startSandbox serves by default, on the real clock", async () => {
    sandbox = await startSandbox();
    expect(Math.abs(sandbox.now() - Date.now() / 1000)).toBeLessThan(5);
    const res = await fetch(`${sandbox.url}/partner/api/cloud.api.php?action=getCloudList`, {
      method: "POST",
      body: new URLSearchParams(authFields(DEMO_SID, DEMO_SECRET)),
    });
    expect(((await res.json()) as { error_info: { errno: number } }).error_info.errno).toBe(1);
    expect(sandbox.state(DEMO_SID)).toEqual({ classes: [] });
    expect(() => sandbox?.state("nope")).toThrow(/no school/);
  });

  it("follows an injected clock until a time is set", async () => {
    let t = 1_800_000_000;
    sandbox = await startSandbox({ clock: () => t });
    expect(sandbox.now()).toBe(1_800_000_000);
    t += 10;
    expect(sandbox.now()).toBe(1_800_000_010);
    sandbox.setNow(1_700_000_000);
    t += 10;
    expect(sandbox.now()).toBe(1_700_000_000);
    expect(sandbox.advance(5)).toBe(1_700_000_005);
  });
});
