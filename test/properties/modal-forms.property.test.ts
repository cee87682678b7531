/**
 * Properties of every modal submission over arbitrary form values, end to end: each modal is opened
 * as a person would open it, then submitted (signed, to the real Bolt HTTP receiver) with generated
 * `view.state.values` built from its real input blocks: blocks left out, action ids that do not
 * match, huge texts, control characters and lone surrogates, impossible dates and times, options the
 * modal never offered, and now and then a value of the wrong JSON type. Whatever is sent, the app
 * answers within Slack's 3 seconds with a 200 (the edge's 400 for a payload of the wrong shape), and
 * the answer is either plain-sentence errors on real input blocks or a view; nothing rejects
 * unhandled and nothing is logged at error level.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import {
  click,
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openAdmin,
  openByCommand,
  openScheduleForm,
  outboxSettled,
} from "../e2e/harness.js";
import { connectedSchool } from "../e2e/school.js";
import { ADA, ADMIN, BEN, CHLOE } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass } from "../support/school.js";
import { seedProperties } from "./seed.js";

seedProperties("modal-forms");

/** FC_RUNS=<n> runs more cases, for a deeper hunt than the suite can afford. */
const RUNS = Number(process.env.FC_RUNS) || 60;
/** Slack shows an error when a submission is not answered within 3 seconds. */
const ACK_MS = 3_000;

/** What the app logs at warn level and above, one JSON line each. */
const logged: string[] = [];
const logger = createLogger({ level: "warn", destination: { write: (line: string) => logged.push(line) } });

let h: Harness;
let w: ClassWorld;
let classId = 0;
let ratedClassId = 0;
harnessPerFile({ boot: { logger } }, async (started) => {
  h = started;
  w = await connectedSchool(h);
  await h.store.labels.add(w.teamId, { labelId: 301, name: "Homework" });
  const c = await makeClass(w, { name: "Property algebra" });
  await enrol(w, c, [
    { uid: BEN.uid, name: BEN.displayName },
    { uid: CHLOE.uid, name: CHLOE.displayName },
  ]);
  classId = c.classId;
  // Rating opens once a class has ended: one that ended a minute ago, the other still tomorrow.
  const rated = await makeClass(w, { name: "Property rated", startsIn: 3600, minutes: 30 });
  await enrol(w, rated, [{ uid: BEN.uid, name: BEN.displayName }]);
  moveClocksTo(h, rated.endTime + 60);
  ratedClassId = rated.classId;
});

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on("unhandledRejection", onUnhandled);
});
afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
});

type View = Awaited<ReturnType<typeof openScheduleForm>>;
type Json = Record<string, unknown>;

interface Field {
  readonly blockId: string;
  readonly actionId: string;
  readonly type: string;
  /** Values of the options the element offers (for selects, radios and checkboxes). */
  readonly options: readonly string[];
}

function fieldsOf(view: View): Field[] {
  const blocks = (view.blocks ?? []) as Json[];
  return blocks
    .filter((b) => b.type === "input" && b.element && typeof b.block_id === "string")
    .map((b) => {
      const element = b.element as Json;
      const groups = (element.option_groups as { options: Json[] }[] | undefined) ?? [];
      const options = [
        ...((element.options as Json[] | undefined) ?? []),
        ...groups.flatMap((g) => g.options),
      ];
      return {
        blockId: b.block_id as string,
        actionId: String(element.action_id ?? ""),
        type: String(element.type),
        options: options.map((o) => String(o.value)),
      };
    });
}

// ---- Generators ----

const nasty = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "\u0007\u001b[31mred",
  "line\r\nbreak\ttab",
  "\u202eevil",
  "\ud800",
  "x\udfff",
  "<!channel> *bold* `code`",
  "&lt;&gt;&amp;",
  "null",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "2026-02-31",
  "0000-00-00",
  "31/12/2026",
  "25:99",
  "Europe/Nowhere",
  "U123,U456",
);
/** Past every input's max_length (Slack's longest is 3000), well under the edge's 1 MB body limit. */
const huge = fc.integer({ min: 3_001, max: 12_000 }).map((n) => "é".repeat(n));
/** Values a person could well enter, so submissions get past the first checks too. */
const plausible = [
  "Algebra",
  "45",
  "12",
  "3",
  "2027-01-15",
  "09:30",
  ADA.slackUserId,
  BEN.slackUserId,
  "5001",
];
const text = (field: Field) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 3, arbitrary: nasty },
    { weight: 1, arbitrary: huge },
    { weight: 2, arbitrary: fc.constantFrom(...plausible, ...field.options) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  );
const option = (field: Field) =>
  text(field).map((value) => ({ text: { type: "plain_text", text: "x" }, value }));
const many = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { maxLength: 6 });

/** A value of the element's own type: what Slack could send for it. */
function rightState(field: Field): fc.Arbitrary<Json> {
  const type = field.type;
  const t = text(field);
  const state = (() => {
    switch (type) {
      case "static_select":
      case "external_select":
      case "radio_buttons":
        return fc.record({ selected_option: fc.option(option(field), { nil: null }) });
      case "multi_static_select":
      case "multi_external_select":
      case "checkboxes":
        return fc.record({ selected_options: many(option(field)) });
      case "users_select":
        return fc.record({ selected_user: fc.option(t, { nil: null }) });
      case "multi_users_select":
        return fc.record({
          selected_users: many(fc.oneof(t, fc.constantFrom(BEN.slackUserId, ADA.slackUserId))),
        });
      case "conversations_select":
        return fc.record({ selected_conversation: fc.option(t, { nil: null }) });
      case "datepicker":
        return fc.record({ selected_date: fc.option(t, { nil: null }) });
      case "timepicker":
        return fc.record({ selected_time: fc.option(t, { nil: null }) });
      default:
        return fc.record({ value: fc.option(t, { nil: null }) });
    }
  })();
  return state.map((s) => ({ type, ...s }));
}

/** A value Slack never sends: the edge refuses the whole request (400). */
function wrongState(field: Field): fc.Arbitrary<Json> {
  return fc
    .constantFrom<Json>(
      { value: 42 },
      { value: ["a"] },
      { selected_option: "x" },
      { selected_options: "x" },
      { selected_options: [null] },
      { selected_users: "U1" },
      { selected_user: 7 },
      { value: "x".repeat(100_001) },
    )
    .map((s) => ({ type: field.type, ...s }));
}

type Slot = { kind: "missing" } | { kind: "misnamed" | "ok"; state: Json };

function slot(field: Field): fc.Arbitrary<Slot> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Slot>({ kind: "missing" }) },
    { weight: 1, arbitrary: rightState(field).map((state): Slot => ({ kind: "misnamed", state })) },
    { weight: 12, arbitrary: rightState(field).map((state): Slot => ({ kind: "ok", state })) },
  );
}

interface Submission {
  readonly values: Record<string, Record<string, Json>>;
  /** Some value has a type Slack never sends. */
  readonly wrongType: boolean;
}

function submissionOf(fields: readonly Field[]): fc.Arbitrary<Submission> {
  // About one submission in eight carries one value of a type Slack never sends.
  const wrong = fc.oneof(
    { weight: 7, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc
        .nat({ max: fields.length - 1 })
        .chain((i) => wrongState(fields[i] as Field).map((state) => ({ i, state }))),
    },
  );
  return fc.tuple(fc.tuple(...fields.map(slot)), wrong).map(([slots, bad]) => {
    const values: Record<string, Record<string, Json>> = {};
    slots.forEach((s, i) => {
      const f = fields[i] as Field;
      if (bad?.i === i) values[f.blockId] = { [f.actionId]: bad.state };
      else if (s.kind !== "missing")
        values[f.blockId] = { [s.kind === "misnamed" ? `${f.actionId}_x` : f.actionId]: s.state };
    });
    const submission: Submission = { values, wrongType: bad !== undefined };
    // Short counterexamples: the state without its huge texts.
    return Object.assign(submission, {
      [fc.toStringMethod]: () =>
        JSON.stringify(values, (_k, v) =>
          typeof v === "string" && v.length > 80 ? `<${v.length} chars>` : v,
        ),
    });
  });
}

// ---- Oracles ----

/** A message a person can read: one short plain sentence, no code leaking through. */
function expectPlainSentence(message: unknown): void {
  expect(typeof message).toBe("string");
  const m = message as string;
  expect(m.trim()).not.toBe("");
  expect(m.length).toBeLessThanOrEqual(2_000);
  expect(m).not.toMatch(/\bundefined\b|\bNaN\b|\[object |TypeError|ReferenceError|\n\s+at /);
}

function expectValidAnswer(
  view: View,
  fields: readonly Field[],
  res: { status: number; body: string; json?: unknown },
) {
  expect(res.status).toBe(200);
  if (res.body === "") return; // a plain ack: the modal closes
  const json = res.json as Json;
  expect(json, `a JSON answer, got ${res.body.slice(0, 200)}`).toBeTypeOf("object");
  const action = json.response_action;
  expect(["errors", "update", "push", "clear"]).toContain(action);
  if (action === "errors") {
    const errors = json.errors as Record<string, unknown>;
    const ids = new Set(fields.map((f) => f.blockId));
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    for (const [blockId, message] of Object.entries(errors)) {
      expect(ids.has(blockId), `error on "${blockId}", not an input of ${view.callback_id}`).toBe(true);
      expectPlainSentence(message);
    }
  }
  if (action === "update" || action === "push") {
    const shown = json.view as Json;
    expect(shown.type).toBe("modal");
    expect(Array.isArray(shown.blocks)).toBe(true);
  }
}

/** Error-level lines (pino level 50 and above) logged since `mark`. */
function errorsLoggedSince(mark: number): string[] {
  return logged.slice(mark).filter((line) => {
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
    } catch {
      return false;
    }
  });
}

async function holds(userId: string, open: () => Promise<View>): Promise<void> {
  const view = await open();
  const fields = fieldsOf(view);
  expect(fields.length, `${view.callback_id} has inputs`).toBeGreaterThan(0);
  const mark = logged.length;
  await fc.assert(
    fc.asyncProperty(submissionOf(fields), async (s) => {
      const before = logged.length;
      const started = performance.now();
      const res = await h.slack.viewSubmission(view as Json, s.values as never, userId);
      const took = performance.now() - started;
      if (s.wrongType) {
        expect(res.status).toBe(400);
        return;
      }
      expect(took, `answered in ${Math.round(took)} ms`).toBeLessThan(ACK_MS);
      expectValidAnswer(view, fields, res);
      // A listener that failed on this input logged it before answering. (Work after an earlier ack
      // may land here too; the log line in the failure names what failed.)
      expect(errorsLoggedSince(before)).toEqual([]);
    }),
    { numRuns: RUNS },
  );
  // Work finished after the acks (saving, messages) ends too, without an error logged.
  await outboxSettled(h);
  await new Promise((r) => setTimeout(r, 200));
  expect(errorsLoggedSince(mark)).toEqual([]);
  expect(unhandled).toEqual([]);
}

const teacher = ADA.slackUserId;
const adminPage = async (button: string, near: string, callbackId: string) =>
  click(h, ADMIN, await openAdmin(h, ADMIN), button, callbackId, { near });

describe("every modal over arbitrary form values", () => {
  it("schedule a class", () => holds(teacher, () => openScheduleForm(h, teacher)));

  it.each([
    ["students", "class_modal_students"],
    ["video", "class_modal_video"],
    ["seats", "class_modal_seats"],
    ["labels", "class_labels"],
    ["rate", "class_rate"],
  ])("class modal: %s", (word, callbackId) =>
    holds(teacher, () =>
      openByCommand(h, teacher, `${word} ${word === "rate" ? ratedClassId : classId}`, callbackId),
    ),
  );

  it("admin: add a person", () =>
    holds(ADMIN, async () =>
      click(h, ADMIN, await adminPage("Manage", "People", "admin_people"), "Add person", "admin_person_form"),
    ));

  it("admin: add a channel's members", () =>
    holds(ADMIN, async () =>
      click(
        h,
        ADMIN,
        await adminPage("Manage", "People", "admin_people"),
        "Add a channel's members",
        "admin_channel_members",
      ),
    ));

  it("admin: import people", () =>
    holds(ADMIN, async () =>
      click(h, ADMIN, await adminPage("Manage", "People", "admin_people"), "Import CSV", "admin_import"),
    ));

  it("admin: add a course", () =>
    holds(ADMIN, async () =>
      click(
        h,
        ADMIN,
        await adminPage("Manage", "Courses", "admin_courses"),
        "Register an existing course by ID",
        "admin_course_form",
      ),
    ));

  it("admin: make a new course", () =>
    holds(ADMIN, async () =>
      click(
        h,
        ADMIN,
        await adminPage("Manage", "Courses", "admin_courses"),
        "New course",
        "admin_course_form",
      ),
    ));

  it("admin: add a label", () =>
    holds(ADMIN, async () =>
      click(h, ADMIN, await adminPage("Manage", "Labels", "admin_labels"), "Add label", "admin_label_form"),
    ));

  it("admin: school settings", () =>
    holds(ADMIN, () => adminPage("Edit", "School settings", "admin_settings")));

  // Last: a valid submission changes the school's connection the other modals rely on.
  it("admin: school connection", () =>
    holds(ADMIN, () => adminPage("Open", "School connection", "admin_connection")));
});

/** Counterexamples the properties found, pinned so each stays fixed whatever the seed. */
describe("found by the properties", () => {
  async function answerTo(userId: string, view: View, values: Record<string, Record<string, Json>>) {
    const before = logged.length;
    const res = await h.slack.viewSubmission(view as Json, values as never, userId);
    expect(res.status).toBe(200);
    expect(errorsLoggedSince(before)).toEqual([]);
    return (res.json ?? {}) as { response_action?: string; errors?: Record<string, string> };
  }

  it('schedule: a course option "0" and a picked teacher that is no member ID are field errors', async () => {
    const view = await openScheduleForm(h, teacher);
    const answer = await answerTo(teacher, view, {
      schedule_course: { schedule_course: { type: "static_select", selected_option: { value: "0" } } },
      schedule_teacher: { schedule_teacher: { type: "users_select", selected_user: `U${"X".repeat(60)}` } },
    });
    expect(answer.response_action).toBe("errors");
    expect(answer.errors?.schedule_course).toBe("Choose a course.");
  });

  it("admin label form: a name over 100 characters is an error on the name", async () => {
    const page = await adminPage("Manage", "Labels", "admin_labels");
    const view = await click(h, ADMIN, page, "Add label", "admin_label_form");
    const answer = await answerTo(ADMIN, view, {
      label_id: { label_id: { type: "number_input", value: "45" } },
      label_name: { label_name: { type: "plain_text_input", value: "L".repeat(101) } },
    });
    expect(answer.errors).toEqual({ label_name: "Use at most 100 characters." });
  });

  it("students: a picked channel that is not a conversation ID is an error on the channel", async () => {
    const view = await openByCommand(h, teacher, `students ${classId}`, "class_modal_students");
    const answer = await answerTo(teacher, view, {
      class_students_channel: {
        class_students_channel: { type: "conversations_select", selected_conversation: "é".repeat(4_000) },
      },
    });
    expect(answer.errors).toEqual({ class_students_channel: "Pick a channel from the list." });
  });
});
