/**
 * Each admin change is audited with the facts its line is said from (issue 20): the writers' real
 * entries read back as typed changes, and entries written before (only an English description) are
 * still shown as recorded.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuditChange, latestAudit } from "../../../src/classes/admin/audit.js";
import { saveConnection, seedConnection } from "../../../src/classes/admin/connection.js";
import { importPeople } from "../../../src/classes/admin/import.js";
import { schoolInstalled } from "../../../src/classes/admin/installed.js";
import { removePerson, savePerson } from "../../../src/classes/admin/people.js";
import { saveSchoolSettings } from "../../../src/classes/admin/settings.js";
import { translator } from "../../../src/i18n/index.js";
import { DEMO_SECRET, DEMO_SID } from "../../../src/sandbox/index.js";
import { saidText } from "../../../src/slack/features/admin/audit/view.js";
import { testActor } from "../../support/actor.js";
import { ADMIN } from "../../support/cast.js";
import { type Setup, setup, TEAM } from "./helpers.js";

let s: Setup;
const who = testActor(TEAM, ADMIN, "admin");
const en = translator("en");
beforeEach(async () => {
  s = await setup();
});
afterEach(async () => {
  await s.close();
});

/** The newest admin change, and its English action (partner calls, like a connection's test, skipped). */
async function latestChange(): Promise<{ change: AuditChange | undefined; action: string | undefined }> {
  const line = (await latestAudit(s, TEAM, 10)).find((l) => l.said?.kind === "change");
  return {
    change: line?.said.kind === "change" ? line.said.change : undefined,
    action: line ? saidText(line.said, en) : undefined,
  };
}

describe("admin changes audited as facts", () => {
  it("connection: saved by an admin, seeded from the configuration", async () => {
    await seedConnection(s, TEAM, { baseUrl: s.sandbox.url, sid: DEMO_SID, secret: DEMO_SECRET });
    expect(await latestChange()).toEqual({
      change: { op: "connection.seed" },
      action: "Connected the school from the app's configuration",
    });
    await saveConnection(s, who, {
      baseUrl: s.sandbox.url,
      liveBaseUrl: null,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    expect((await latestChange()).change).toEqual({ op: "connection.save", baseUrl: s.sandbox.url });
  });

  it("install: the installer became the first admin", async () => {
    expect(await schoolInstalled(s.store, { teamId: TEAM, installerUserId: "U0FIRST" })).toBe(true);
    expect(await latestChange()).toEqual({
      change: { op: "school.installed" },
      action: "Installed the app and became the school's first admin",
    });
  });

  it("people: added, edited, removed, with name, role and UID", async () => {
    const boss = { slackUserId: "UBOSS", uid: "", name: "Boss <b>", account: "", role: "admin" as const };
    // Another admin first: the only admin could not become a teacher or be removed.
    await savePerson(s, who, { ...boss, slackUserId: "UBOSS2", name: "Other", editingSlackUserId: null });
    await savePerson(s, who, { ...boss, editingSlackUserId: null });
    expect(await latestChange()).toEqual({
      change: { op: "person.add", name: "Boss <b>", role: "admin", uid: null },
      action: "Added Boss <b> (Admin, no UID)",
    });
    await savePerson(s, who, { ...boss, uid: "T-77", role: "teacher", editingSlackUserId: "UBOSS" });
    expect((await latestChange()).change).toEqual({
      op: "person.edit",
      name: "Boss <b>",
      role: "teacher",
      uid: "T-77",
    });
    await removePerson(s, who, "UBOSS");
    expect(await latestChange()).toEqual({
      change: { op: "person.remove", name: "Boss <b>", role: "teacher", uid: "T-77" },
      action: "Removed Boss <b> (Teacher, UID T-77)",
    });
  });

  it("import: the counts, the refused lines counted even past the 50 the store keeps", async () => {
    const lines = [
      "UB1,S-1,Ben,1,student",
      ...Array.from({ length: 60 }, (_, i) => `UX${i},S-X${i},X,1,wizard`),
    ];
    await importPeople(s, who, lines.join("\n"));
    expect(await latestChange()).toEqual({
      change: { op: "people.import", added: 1, updated: 0, refused: 60 },
      action: "Imported people: 1 added, 0 updated, 60 lines refused",
    });
  });

  it("settings: the zone, the seats and the reminder", async () => {
    const saved = await saveSchoolSettings(s, who, {
      timeZone: "Asia/Shanghai",
      seatMax: "1",
      reminderMinutes: "15",
    });
    expect(saved.ok).toBe(true);
    expect(await latestChange()).toEqual({
      change: { op: "settings.save", timeZone: "Asia/Shanghai", seatMax: 1, reminderMinutes: 15 },
      action: "Saved the school settings (Asia/Shanghai, at most 1 seat, reminders 15 min before)",
    });
  });

  it("share, purge, erase, a long cancel: read from the summaries their writers store", async () => {
    // The shapes written by classes/class-cards.ts, classes/leaving.ts (pinned by its test) and the
    // store's erase; these used to read as "Changed the school's settings".
    const entries = [
      ["class.share", { classId: 7, className: "Algebra", series: true, channel: "C1" }],
      ["privacy.purge", { olderThanDays: 30, ratings: 1, links: 2 }],
      ["workspace.erased", { cause: "app_uninstalled", erased: { classes: 3 } }],
      // A long series cancelled: the store keeps 50 of its ids, the count says all of them.
      [
        "class.cancel",
        { classIds: Array.from({ length: 60 }, (_, i) => i + 1), count: 60, className: "Chem" },
      ],
    ] as const;
    for (const [operation, summary] of entries)
      await s.store.audit.recordAdminChange(TEAM, { actor: "system", operation, summary });
    const lines = await latestAudit(s, TEAM, 4);
    expect(lines.map((l) => saidText(l.said, en))).toEqual([
      "Cancelled 60 classes of Chem",
      "Erased the school's data",
      "Deleted personal data older than 30 days: 1 rating, 2 live link records",
      "Shared a card of the series of Algebra in a channel",
    ]);
  });

  it("entries written before facts are shown by their stored description; bare unknown ones generically", async () => {
    const old = [
      [
        "person.add",
        { description: "Added Boss (admin, no UID)", slackUserId: "UBOSS", uid: null, role: "admin" },
      ],
      ["people.import", { description: "Imported people: 1 added, 0 updated, 2 lines refused", added: 1 }],
      ["school.installed", {}],
      ["some.future.thing", {}],
      ["settings.save", {}],
    ] as const;
    for (const [operation, summary] of old)
      await s.store.audit.recordAdminChange(TEAM, { actor: ADMIN, operation, summary });
    const shown = (await latestAudit(s, TEAM, 5)).map((l) =>
      l.said?.kind === "change" ? l.said.change : null,
    );
    expect(shown).toEqual([
      { op: "settings" },
      { op: "other" },
      // The operation alone is this one's fact: an old entry reads the same as a new one.
      { op: "school.installed" },
      { op: "described", description: "Imported people: 1 added, 0 updated, 2 lines refused" },
      { op: "described", description: "Added Boss (admin, no UID)" },
    ]);
  });
});
