import { describe, expect, it } from "vitest";
import type { CourseEntry } from "../../../src/classes/admin/courses.js";
import type { PersonEntry } from "../../../src/classes/admin/people.js";
import { translator } from "../../../src/i18n/index.js";
import { auditPageView } from "../../../src/slack/features/admin/audit/view.js";
import {
  type ConnectionFormInput,
  connectionFormView,
} from "../../../src/slack/features/admin/connection/view.js";
import { courseFormView } from "../../../src/slack/features/admin/courses/form.js";
import { coursesPageView } from "../../../src/slack/features/admin/courses/view.js";
import { importReportView } from "../../../src/slack/features/admin/import/report.js";
import { importPageView } from "../../../src/slack/features/admin/import/view.js";
import { decodeAdminMetadata, encodeAdminMetadata } from "../../../src/slack/features/admin/metadata.js";
import { personFormView } from "../../../src/slack/features/admin/people/form.js";
import { peoplePageView } from "../../../src/slack/features/admin/people/view.js";
import { adminHomeView } from "../../../src/slack/features/admin/start-page.js";
import { ActionId, AdminNavigatePattern, CallbackId, InputId } from "../../../src/slack/lib/ids.js";
import {
  buttons,
  elementOf,
  everyString,
  inputByLabel,
  inputs,
  shownText,
  viewProblems,
} from "./view-reader.js";

const en = translator("en");

const HOSTILE = `<!channel> *Ann* & <https://evil.test|click> ${"long name ".repeat(400)}`;

function teacher(i: number) {
  return { slackUserId: `U0T${String(i).padStart(5, "0")}`, name: i === 0 ? HOSTILE : `Teacher ${i}` };
}

function course(i: number): CourseEntry {
  return {
    courseId: 1000 + i,
    name: i === 0 ? HOSTILE : `Course ${i}`,
    defaultFolderId: i % 2 ? String(500 + i) : null,
    teachers: Array.from({ length: i === 0 ? 300 : 2 }, (_, j) => teacher(j)),
    teacherSlackUserIds: [],
  };
}

function person(i: number): PersonEntry {
  return {
    slackUserId: `U0P${String(i).padStart(5, "0")}`,
    name: i === 0 ? HOSTILE : `Person ${i}`,
    uid: i === 0 ? "u`id".repeat(100) : `uid-${i}`,
    account: `1380000${String(i).padStart(4, "0")}`,
    role: (["admin", "teacher", "student"] as const)[i % 3] ?? "student",
  };
}

function metadataOf(view: { private_metadata?: string }) {
  return decodeAdminMetadata(view.private_metadata);
}

describe("admin home", () => {
  it("offers every admin area with a button that opens it", () => {
    const view = adminHomeView({ t: en, connection: null, courseCount: 2, peopleCount: 1 });
    expect(viewProblems(view)).toEqual([]);
    expect(view.callback_id).toBe(CallbackId.adminHome);
    const nav = buttons(view).filter((b) => AdminNavigatePattern.test(b.actionId));
    expect(nav.map((b) => b.value)).toEqual(["connection", "courses", "people", "import", "audit"]);
    expect(nav.map((b) => b.actionId)).toContain("admin_nav_people");
    const text = shownText(view);
    expect(text).toContain("Not set up yet");
    expect(text).toContain("2 courses registered");
    expect(text).toContain("1 person in the directory");
  });

  it("says when the connection lacks its secret, and shows a notice from the previous step", () => {
    const view = adminHomeView({
      t: en,
      connection: { sid: "12345", hasSecret: false },
      courseCount: 0,
      peopleCount: 0,
      notice: "School connection saved.",
    });
    expect(shownText(view)).toMatch(/^✅ School connection saved\./);
    expect(shownText(view)).toContain("School `12345`: the SECRET is missing.");
  });
});

describe("school connection form", () => {
  const stored = {
    baseUrl: "https://partner.example.test",
    liveBaseUrl: null,
    sid: "12345",
    hasSecret: true,
    t: en,
  } satisfies ConnectionFormInput;

  it("never shows the secret, even when a caller passes it along by mistake", () => {
    const careless = { ...stored, secret: "s3cr3t-VALUE", SECRET: "s3cr3t-VALUE" } as ConnectionFormInput;
    const view = connectionFormView(careless);
    expect(everyString(view).join("\n")).not.toContain("s3cr3t-VALUE");
    const secretInput = inputByLabel(view, "School SECRET");
    expect(elementOf(secretInput).initial_value).toBeUndefined();
  });

  it("explains that an empty secret keeps the stored one, and makes the field optional then", () => {
    const view = connectionFormView(stored);
    const secretInput = inputByLabel(view, "School SECRET");
    expect(secretInput.optional).toBe(true);
    expect(JSON.stringify(secretInput.hint)).toContain("Leave empty to keep the current secret");
    expect(JSON.stringify(elementOf(secretInput).placeholder)).toContain("•••• stored");

    const fresh = connectionFormView({ ...stored, hasSecret: false });
    const required = inputByLabel(fresh, "School SECRET");
    expect(required.optional).toBe(false);
    expect(JSON.stringify(required)).not.toContain("keep the current secret");
  });

  it("pre-fills the stored addresses and SID, and has Save and Test connection", () => {
    const view = connectionFormView({ ...stored, liveBaseUrl: "https://live.example.test" });
    expect(viewProblems(view)).toEqual([]);
    expect(elementOf(inputByLabel(view, "Base URL")).initial_value).toBe("https://partner.example.test");
    expect(elementOf(inputByLabel(view, "Live page base URL")).initial_value).toBe(
      "https://live.example.test",
    );
    expect(inputByLabel(view, "Live page base URL").optional).toBe(true);
    expect(JSON.stringify(inputByLabel(view, "Live page base URL").hint)).toContain("use the base URL");
    expect(elementOf(inputByLabel(view, "School ID (SID)")).initial_value).toBe("12345");
    expect(view.submit?.text).toBe("Save");
    expect(buttons(view).map((b) => b.actionId)).toContain(ActionId.connectionTest);
  });

  it("reports the last test in plain words", () => {
    expect(shownText(connectionFormView(stored))).toContain("Not tested yet");
    const ok = connectionFormView({ ...stored, lastTest: { ok: true, at: 1_800_000_000 } });
    expect(shownText(ok)).toContain("✅ Connection works");
    expect(shownText(ok)).toContain("<!date^1800000000^");
    const failed = connectionFormView({
      ...stored,
      lastTest: {
        ok: false,
        at: 1_800_000_000,
        failure: { kind: "http", baseUrl: "https://partner.example.com/<check>", status: 502 },
      },
    });
    expect(shownText(failed)).toContain(
      "⚠️ Connection failed: https://partner.example.com/&lt;check&gt; answered HTTP 502, not ClassIn; check the base URL",
    );
  });
});

describe("courses page", () => {
  it("lists courses with their teachers, escaped, and Edit/Remove buttons carrying the id", () => {
    const view = coursesPageView({ t: en, courses: [course(0), course(1)] });
    expect(viewProblems(view)).toEqual([]);
    const text = shownText(view);
    // Issue 16 §3: the name's `*Ann*` is shown with look-alike stars, never as bold.
    expect(text).toContain("&lt;!channel&gt; \u2217Ann\u2217 &amp; &lt;https://evil.test|click&gt;");
    expect(text).not.toContain("<!channel>");
    expect(text).toContain("Teacher 1");
    expect(text).toMatch(/and 290 more/);
    expect(text).toContain("folder `501`");
    const edit = buttons(view).filter((b) => b.actionId === ActionId.courseEdit);
    expect(edit.map((b) => b.value)).toEqual(["1000", "1001"]);
    const remove = buttons(view).filter((b) => b.actionId === ActionId.courseRemove);
    expect(remove.every((b) => b.confirm)).toBe(true);
    expect(buttons(view).some((b) => b.actionId === ActionId.courseAdd)).toBe(true);
  });

  it("shows a page of 40 with a 'showing' note and Next/Previous when there are more", () => {
    const all = Array.from({ length: 130 }, (_, i) => course(i));
    const first = coursesPageView({ t: en, courses: all });
    expect(viewProblems(first)).toEqual([]);
    expect(shownText(first)).toContain("Showing 40 of 130 courses (1–40).");
    expect(buttons(first).find((b) => b.actionId === ActionId.coursesNext)?.value).toBe("40");
    expect(buttons(first).some((b) => b.actionId === ActionId.coursesPrev)).toBe(false);

    const last = coursesPageView({ t: en, courses: all, offset: 999 });
    expect(viewProblems(last)).toEqual([]);
    expect(shownText(last)).toContain("Showing 10 of 130 courses (121–130).");
    expect(buttons(last).find((b) => b.actionId === ActionId.coursesPrev)?.value).toBe("80");
    expect(metadataOf(last)).toEqual({ page: "courses", offset: 120 });
  });

  it("invites to add the first course when there is none", () => {
    expect(shownText(coursesPageView({ t: en, courses: [] }))).toContain("No courses yet");
  });
});

describe("course form", () => {
  it("picks the allowed teachers with a users picker, the allowed ones pre-selected when editing", () => {
    const view = courseFormView({
      t: en,
      course: { courseId: 77, name: "Algebra", teacherSlackUserIds: ["U0T00002", "U0GONE1"] },
    });
    expect(viewProblems(view)).toEqual([]);
    expect(view.title.text).toBe("Edit course");
    const element = elementOf(inputByLabel(view, "Allowed teachers"));
    expect(element.type).toBe("multi_users_select");
    expect(element.initial_users).toEqual(["U0T00002", "U0GONE1"]);
    // The field says what an empty list means instead of a bare "(optional)".
    expect((inputByLabel(view, "Allowed teachers") as { hint?: { text: string } }).hint?.text).toContain(
      "Left empty, every teacher of the school can.",
    );
    // The course id is the key: it is shown, not editable, and travels in the metadata.
    expect(inputs(view).some((b) => b.block_id === InputId.courseId)).toBe(false);
    expect(shownText(view)).toContain("Course ID *77*");
    expect(metadataOf(view)).toEqual({ page: "course_form", courseId: 77 });
  });

  it("registers an existing course by its id", () => {
    const view = courseFormView({ t: en });
    expect(viewProblems(view)).toEqual([]);
    expect(view.title.text).toBe("Register a course");
    expect(elementOf(inputByLabel(view, "Course ID")).type).toBe("number_input");
  });

  it("makes a new course from its name: no id to type, the form's id in the metadata", () => {
    const view = courseFormView({ t: en, newForm: { formId: "0123456789abcdef" } });
    expect(viewProblems(view)).toEqual([]);
    expect(view.title.text).toBe("New course");
    expect(view.submit?.text).toBe("Create");
    expect(inputs(view).some((b) => b.block_id === InputId.courseId)).toBe(false);
    expect(metadataOf(view)).toEqual({ page: "course_new", formId: "0123456789abcdef" });
    const again = courseFormView({
      t: en,
      newForm: {
        formId: "0123456789abcdef",
        name: "Chemistry",
        defaultFolderId: "9",
        failed: {
          field: "folder",
          text: "ClassIn has no such folder for this school; pick another, or none.",
        },
      },
    });
    expect(viewProblems(again)).toEqual([]);
    expect(shownText(again)).toContain("ClassIn has no such folder");
  });
});

describe("people page", () => {
  it("shows each person with a mention, escaped name, UID, account and role", () => {
    const view = peoplePageView({ t: en, people: [person(0), person(1)] });
    expect(viewProblems(view)).toEqual([]);
    const text = shownText(view);
    expect(text).toContain("<@U0P00001> · *Person 1* · Teacher");
    expect(text).toContain("UID `uid-1` · account `13800000001`");
    // What a UID and an account are, and where they come from, one sentence each.
    expect(text).toContain(
      "*UID*: the number ClassIn gives each person's account, shown in the ClassIn school console under members.",
    );
    expect(text).toContain("*Account*: the person's ClassIn login, a phone number or an e-mail address.");
    expect(text).not.toContain("<!channel>");
    expect(
      buttons(view)
        .filter((b) => b.actionId === ActionId.personEdit)
        .map((b) => b.value),
    ).toEqual(["U0P00000", "U0P00001"]);
    const importButton = buttons(view).find((b) => b.text === "Import CSV");
    expect(importButton).toMatchObject({ actionId: "admin_nav_import", value: "import" });
    expect(buttons(view).some((b) => b.actionId === ActionId.personAdd)).toBe(true);
  });

  it("never turns a malformed Slack id into a mention, and offers no buttons for it", () => {
    const view = peoplePageView({ t: en, people: [{ ...person(1), slackUserId: "U1>|<!channel" }] });
    expect(shownText(view)).toContain("U1&gt;|&lt;!channel");
    expect(buttons(view).filter((b) => b.actionId === ActionId.personEdit)).toEqual([]);
  });

  it("stays within 100 blocks for a large directory and says how many are shown", () => {
    const all = Array.from({ length: 1000 }, (_, i) => person(i));
    const view = peoplePageView({ t: en, people: all, offset: 40 });
    expect(viewProblems(view)).toEqual([]);
    expect(view.blocks.length).toBeLessThanOrEqual(100);
    expect(shownText(view)).toContain("Showing 40 of 1000 people (41–80).");
    expect(shownText(view)).toContain("1000 people in the directory.");
  });
});

describe("person form", () => {
  it("pre-fills an edited person and offers the three roles", () => {
    const view = personFormView({ t: en, person: person(2) });
    expect(viewProblems(view)).toEqual([]);
    expect(elementOf(inputByLabel(view, "Slack user")).initial_user).toBe("U0P00002");
    expect(elementOf(inputByLabel(view, "ClassIn UID")).initial_value).toBe("uid-2");
    const role = elementOf(inputByLabel(view, "Role"));
    expect((role.options as Array<{ value: string }>).map((o) => o.value)).toEqual([
      "admin",
      "teacher",
      "student",
    ]);
    expect((role.initial_option as { value: string }).value).toBe("student");
    expect(metadataOf(view)).toEqual({ page: "person_form", slackUserId: "U0P00002" });
  });

  it("starts empty when adding", () => {
    const view = personFormView({ t: en });
    expect(viewProblems(view)).toEqual([]);
    expect(view.title.text).toBe("Add person");
    expect(elementOf(inputByLabel(view, "Role")).initial_option).toBeUndefined();
  });
});

describe("import page and report", () => {
  it("shows the expected format with an example and accepts up to Slack's 3000 characters", () => {
    const view = importPageView({ t: en });
    expect(viewProblems(view)).toEqual([]);
    expect(shownText(view)).toContain("`slack_user,uid,name,account,role`");
    expect(shownText(view)).toContain("name,email,role,uid\nAnn Lee,ann@school.org,teacher,10001");
    // What a UID and an account are, and where they come from, one sentence each.
    expect(shownText(view)).toContain(
      "*UID*: the number ClassIn gives each person's account, shown in the ClassIn school console under members",
    );
    expect(shownText(view)).toContain(
      "*Account*: the person's ClassIn login, a phone number or an e-mail address",
    );
    const element = elementOf(inputByLabel(view, "People (CSV)"));
    expect(element).toMatchObject({ multiline: true, max_length: 3000 });
    expect(view.submit?.text).toBe("Import");
  });

  it("reports lines needing a fix first, with counts", () => {
    const view = importReportView({
      t: en,
      entries: [
        { line: 2, ok: true, said: { kind: "stored", name: "Ann Lee", outcome: "created", role: "teacher" } },
        {
          line: 3,
          ok: false,
          said: { kind: "parsed", name: "Bo", problems: [{ kind: "role-invalid", text: "boss" }] },
        },
      ],
    });
    expect(viewProblems(view)).toEqual([]);
    const text = shownText(view);
    expect(text).toContain("Imported 1 person; 1 line needs fixing.");
    expect(text.indexOf("line 3")).toBeLessThan(text.indexOf("line 2"));
    expect(text).toContain('❌ Bo: The role "boss" must be admin, teacher or student. (line 3)');
    expect(text).toContain("✅ Ann Lee added as teacher (line 2)");
  });

  it("fits a 500-line report with long messages into the modal", () => {
    const entries = Array.from({ length: 500 }, (_, i) => ({
      line: i + 1,
      ok: i % 2 === 0,
      said: { kind: "uid-taken" as const, name: `${HOSTILE} ${i}`, uid: HOSTILE },
    }));
    const view = importReportView({ t: en, entries });
    expect(viewProblems(view)).toEqual([]);
    expect(shownText(view)).toContain("Imported 250 people; 250 lines need fixing.");
  });
});

describe("audit log page", () => {
  it("shows when (in the reader's zone), who, what, outcome and latency on one line", () => {
    const view = auditPageView({
      t: en,
      entries: [
        {
          at: 1_800_000_000,
          actorSlackUserId: "U0ADMIN1",
          said: { kind: "change", change: { op: "course.edit", name: "Algebra" } },
          ok: true,
          why: null,
          latencyMs: 12.4,
        },
        {
          at: 1_800_000_100,
          actorSlackUserId: null,
          said: { kind: "call", doing: { op: "addCourseClass", cls: { kind: "class", name: "<Maths>" } } },
          ok: false,
          why: { kind: "course-unknown" },
          latencyMs: 250,
        },
      ],
    });
    expect(viewProblems(view)).toEqual([]);
    const text = shownText(view);
    expect(text).toContain(
      "<!date^1800000000^{date_long} {time}|Fri 2027-01-15 08:00 UTC> · <@U0ADMIN1> · ✅ Edited the course Algebra · 12 ms",
    );
    expect(text).toContain(
      "the app · ⚠️ Scheduling &lt;Maths&gt;: the course does not exist at ClassIn · 250 ms",
    );
  });

  it("shows the latest 60 of a long log and says so", () => {
    const entries = Array.from(
      { length: 200 },
      (_, i) =>
        ({
          at: 1_800_000_000 - i,
          actorSlackUserId: "U0ADMIN1",
          said: { kind: "change", change: { op: "course.add", name: HOSTILE } },
          ok: true,
          why: null,
        }) as const,
    );
    const view = auditPageView({ t: en, entries, total: 5000 });
    expect(viewProblems(view)).toEqual([]);
    expect(shownText(view)).toContain("Showing the latest 60 of 5000 entries.");
  });

  it("says when nothing was recorded", () => {
    expect(shownText(auditPageView({ t: en, entries: [] }))).toContain("Nothing has been recorded yet.");
  });
});

describe("admin metadata", () => {
  it("round-trips every page and rejects anything else", () => {
    for (const m of [
      { page: "home" },
      { page: "people", offset: 40 },
      { page: "course_form", courseId: null },
      { page: "person_form", slackUserId: "U0123" },
    ] as const) {
      expect(decodeAdminMetadata(encodeAdminMetadata(m))).toEqual(m);
    }
    expect(decodeAdminMetadata("not json")).toBeNull();
    expect(decodeAdminMetadata('{"page":"people"}')).toBeNull();
    expect(decodeAdminMetadata('{"page":"drop_tables"}')).toBeNull();
    expect(decodeAdminMetadata(undefined)).toBeNull();
    expect(() => encodeAdminMetadata({ page: "course_form", courseId: -1 })).toThrow(
      "admin view metadata: invalid courseId",
    );
  });
});
