/**
 * Class events (issue 32 §1), end to end over the app's real HTTP server: the admin's Class events
 * page gives the school's address and the steps for the service's support; the service's signed
 * `Test` connects it; every correctly signed message is answered with the exact success text after it
 * is stored (unknown types too, duplicates once); forged, unsigned, another school's SID, a rotated
 * address, malformed JSON and a 2 MB body are refused with nothing stored, and the log keeps nobody's
 * phone or e-mail.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADMIN } from "../support/cast.js";
import { push, type Signer, SUCCESS, signed } from "../support/class-events.js";
import { makeClass } from "../support/school.js";
import {
  capturedLog,
  click,
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openAdmin,
  settled,
  viewText,
} from "./harness.js";
import { connectedSchool } from "./school.js";

const log = capturedLog();
let h: Harness;
let school: Signer;
harnessPerFile({ boot: { logger: log.logger } }, async (started) => {
  h = started;
  const w = await connectedSchool(h);
  const connection = await h.store.workspaces.getConnection(w.teamId);
  school = {
    sid: connection?.sid as string,
    secret: await h.store.workspaces.getConnectionSecret(w.teamId),
  };
});

const DAY = 24 * 3600;
const dmsTo = (userId: string): PostedMessage[] => h.standin.messagesIn(h.standin.dmChannelOf(userId));
const ADDRESS = /(https?:\/\/[^\s`]+\/class-events\/[A-Za-z0-9_-]+)/;

/** The admin opens the Class events page: what it says, and the address it gives. */
async function eventsPage() {
  const home = await openAdmin(h, ADMIN);
  const page = await click(h, ADMIN, home, "Set up", "admin_class_events", {
    near: "Class events",
  });
  const text = viewText(page);
  return { page, text, address: ADDRESS.exec(text)?.[1] as string };
}

/** The app's own address for a path given at PUBLIC_URL (the same here: the harness listens there). */
const atApp = (address: string) => `${h.appUrl}${new URL(address).pathname}`;

const refused = (answer: { status: number; text: string }) => {
  expect(answer.text).not.toBe(SUCCESS);
  expect((JSON.parse(answer.text) as { error_info: { errno: number } }).error_info.errno).not.toBe(1);
};

describe("class events", () => {
  it("the page gives the address and the steps; the service's Test connects it and the page says so", async () => {
    const before = await eventsPage();
    expect(before.address).toMatch(new RegExp(`^${h.appUrl}/class-events/[A-Za-z0-9_-]{40,}$`));
    expect(before.text).toContain(`SID *\`${school.sid}\`*`);
    for (const cmd of [
      "Test",
      "End",
      "Record",
      "67371107",
      "67371111",
      "67375105",
      "HelpInfo",
      "ClassLen",
      "eeoClassInfoChange",
    ])
      expect(before.text).toContain(`\`${cmd}\``);
    expect(before.text).toContain("e-mail");
    expect(before.text).toContain("Not connected yet");
    // The same address on the next look: it changes only with "New address".
    expect((await eventsPage()).address).toBe(before.address);

    const answer = await push(atApp(before.address), signed(school, { Cmd: "Test", Msg: "Register test." }));
    expect(answer).toEqual({ status: 200, text: SUCCESS });
    await settled(h);
    const after = await eventsPage();
    expect(after.text).toMatch(/\*Connected\*: ClassIn sent its test at <!date\^\d+\^\{date_long\} \{time\}/);
    expect(after.text).toMatch(/Last event: <!date\^/);
    expect(after.text).toContain("In the last 24 hours: `Test` 1.");
    const home = viewText(await openAdmin(h, ADMIN));
    expect(home).toContain("Connected: ClassIn sent its test at <!date^");
  });

  it("forged, unsigned and another school's SID are refused and nothing is stored; the log names no one", async () => {
    const { address } = await eventsPage();
    const url = atApp(address);
    const body = {
      Cmd: "67371107",
      ClassID: 1,
      UID: 42,
      NickName: "Mallory",
      LoginMobile: "13911112222",
      LoginEmail: "mallory@example.org",
    };
    const forged = signed(school, body);
    refused(await push(url, { ...forged, SafeKey: "0".repeat(32) }));
    const { SafeKey: _k, TimeStamp: _t, ...unsigned } = forged;
    refused(await push(url, unsigned));
    // Signed right, but for another school's SID (a school with the same SECRET would not pass either).
    refused(await push(url, signed({ sid: "999999", secret: school.secret }, body)));
    refused(await push(url, signed({ sid: school.sid, secret: "another-school-secret" }, body)));
    await settled(h);
    expect((await eventsPage()).text).not.toContain("`67371107` 1");
    expect(log.text()).toContain("not signed by the school");
    for (const personal of ["Mallory", "13911112222", "mallory@example.org"])
      expect(log.text()).not.toContain(personal);
    expect(log.text()).not.toContain(new URL(address).pathname);
  });

  it("a message sent again is answered success every time and stored once; unknown types are stored too", async () => {
    const url = atApp((await eventsPage()).address);
    const end = { Cmd: "End", ClassID: 777001, CourseID: 1, _id: "end-777001", Data: { inoutEnd: {} } };
    const now = Math.floor(Date.now() / 1000);
    expect(await push(url, signed(school, end, now))).toEqual({ status: 200, text: SUCCESS });
    expect(await push(url, signed(school, end, now + 10))).toEqual({ status: 200, text: SUCCESS });
    // No `_id`: the body without its signature is the message.
    const help = { Cmd: "HelpInfo", ClassID: 777001, Data: { UID: 5, Message: "help" } };
    expect(await push(url, signed(school, help, now))).toEqual({ status: 200, text: SUCCESS });
    expect(await push(url, signed(school, help, now + 20))).toEqual({ status: 200, text: SUCCESS });
    const novel = { Cmd: "SomethingNew", ClassID: 777001 };
    expect(await push(url, signed(school, novel))).toEqual({ status: 200, text: SUCCESS });
    await settled(h);
    const { text } = await eventsPage();
    expect(text).toContain("`End` 1");
    expect(text).toContain("`HelpInfo` 1");
    expect(text).toContain("`SomethingNew` 1");
    // One processing job per stored message (Test, End, HelpInfo, SomethingNew so far), each finished.
    const jobs = await h.store.outbox.listByDedupePrefix(
      h.standin.identity.teamId,
      "job:class-event",
      "job:class-event:",
      200,
    );
    expect(jobs.map((j) => j.state)).toEqual(["sent", "sent", "sent", "sent"]);
  });

  it("malformed JSON and a 2 MB body are refused before anything is stored", async () => {
    const url = atApp((await eventsPage()).address);
    const bad = await push(url, '{"SID": 1, "Cmd": "End", ');
    expect(bad.status).toBe(400);
    refused(bad);
    refused(await push(url, "[1,2,3]"));
    const big = signed(school, { Cmd: "Huge", ClassID: 1, Data: { pad: "x".repeat(2 * 1024 * 1024) } });
    const tooBig = await push(url, big);
    expect(tooBig.status).toBe(413);
    refused(tooBig);
    // Streamed without a length: cut off once past the limit, not read to its end.
    const bytes = new TextEncoder().encode(JSON.stringify(big));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const streamed = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit).then(async (r) => ({ status: r.status, text: await r.text() }));
    expect(streamed.status).toBe(413);
    refused(streamed);
    await settled(h);
    expect((await eventsPage()).text).not.toContain("`Huge`");
  });

  it("New address: the old one is refused from then on, the new one works", async () => {
    const { page, address: old } = await eventsPage();
    const rotated = await click(h, ADMIN, page, "New address", "admin_class_events");
    const text = viewText(rotated);
    expect(text).toContain("the old one no longer works");
    // Connected again only once the service's test comes to the new address.
    expect(text).toContain("Not connected yet");
    const fresh = ADDRESS.exec(text)?.[1] as string;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(old);
    refused(await push(atApp(old), signed(school, { Cmd: "Rotated", ClassID: 1 })));
    expect(await push(atApp(fresh), signed(school, { Cmd: "Fresh", ClassID: 1 }))).toEqual({
      status: 200,
      text: SUCCESS,
    });
    await settled(h);
    const after = (await eventsPage()).text;
    expect(after).toContain("`Fresh` 1");
    expect(after).toContain("Not connected yet");
    expect(after).not.toContain("`Rotated`");
    // The service registers the new address with its test: connected again.
    const later = Math.floor(Date.now() / 1000) + 60;
    expect(await push(atApp(fresh), signed(school, { Cmd: "Test", Msg: "Register test." }, later))).toEqual({
      status: 200,
      text: SUCCESS,
    });
    await settled(h);
    expect((await eventsPage()).text).toContain("*Connected*: ClassIn sent its test at");
  });

  // Last: it moves the clocks on.
  it("no event for a week while classes were held: the admins are told once", async () => {
    const w = {
      store: h.store,
      partners: h.app.partners,
      teamId: h.standin.identity.teamId,
      now: () => h.sandbox.now(),
    };
    await makeClass(w, { name: "Quiet week algebra", startsIn: 2 * DAY });
    const told = () =>
      dmsTo(ADMIN).filter((m) => JSON.stringify(m).includes("No class events from ClassIn for a week"));
    await settled(h);
    expect(told()).toHaveLength(0);
    moveClocksTo(h, h.clock.now() + 9 * DAY);
    await settled(h);
    expect(told()).toHaveLength(1);
    const dm = JSON.stringify(told()[0]);
    expect(dm).toContain("1 class was held");
    expect(dm).toMatch(/The last came <!date\^\d+\^\{date_long\} \{time\}/);
    // The next days' checks say nothing more until an event comes and stops again.
    moveClocksTo(h, h.clock.now() + 2 * DAY);
    await settled(h);
    expect(told()).toHaveLength(1);
  });
});
