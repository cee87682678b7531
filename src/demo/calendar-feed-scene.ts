/**
 * The demo's calendar feed (issue 30 §5): a student subscribes to their own feed from Home, their
 * calendar app polls it over HTTP, and after the teacher moves a class the next poll shows the same
 * event (same UID) at its new time with a higher SEQUENCE, and the cancelled date as cancelled. The
 * demo fetches the feed as a calendar app would; the address is not printed whole, as its token is
 * the student's own.
 */
import type { Demo } from "./stage.js";
import { WAIT_MS } from "./stage.js";

/** One event of a feed as a calendar app keeps it. */
interface FeedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly start: string;
  readonly sequence: number;
  readonly status: string;
}

/** The feed's events: lines unfolded (RFC 5545 §3.1), TEXT values unescaped enough to read. */
export function feedEvents(ics: string): FeedEvent[] {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: FeedEvent[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = new Map();
    else if (line === "END:VEVENT" && current) {
      events.push({
        uid: current.get("UID") ?? "",
        summary: (current.get("SUMMARY") ?? "").replace(/\\([\\;,])/g, "$1"),
        start: current.get("DTSTART") ?? "",
        sequence: Number(current.get("SEQUENCE") ?? 0),
        status: current.get("STATUS") ?? "",
      });
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      if (colon > 0) current.set(line.slice(0, colon).split(";")[0] ?? "", line.slice(colon + 1));
    }
  }
  return events;
}

/** "Tue 2026-12-08 21:00 UTC" of a feed's UTC DATE-TIME. */
function readable(start: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(start);
  if (!m) return start;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])));
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][at.getUTCDay()];
  return `${day} ${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]} UTC`;
}

interface Student {
  readonly id: string;
  readonly name: string;
}

/**
 * The two scenes, sharing what the calendar app saw: subscribe (after the student joined the series)
 * and the poll after the move.
 */
export function calendarFeedScenes(student: Student, seriesName: string) {
  let address: string | null = null;
  let before: FeedEvent[] = [];

  async function poll(): Promise<{ status: number; events: FeedEvent[]; cache: string | null }> {
    if (!address) throw new Error("demo: no feed address");
    const res = await fetch(address);
    const events = feedEvents(await res.text());
    return { status: res.status, events, cache: res.headers.get("cache-control") };
  }

  /** 张伟 subscribes from Home; his calendar app fetches the feed. */
  async function studentSubscribes(d: Demo): Promise<void> {
    d.scene("The student subscribes to their own calendar feed");
    const { standin } = d.stack;
    const opened = standin.calls.length;
    d.say(`@${student.name} opens the Home tab`);
    await d.stack.as(student.id).openHome();
    await standin.waitFor("views.publish", (c) => c.seq >= opened && c.args.user_id === student.id, WAIT_MS);
    const home = standin.homeViewOf(student.id);
    if (!home) throw new Error("demo: no Home");
    const mark = standin.calls.length;
    d.say(`@${student.name} clicks "Subscribe to my calendar"`);
    const res = await d.stack.as(student.id).clickButton(home, "Subscribe to my calendar");
    if (res.status !== 200) throw new Error(`Subscribe answered HTTP ${res.status}`);
    // From Home (no message to answer under) the answer is a DM only he gets.
    const reply = await standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === student.id && JSON.stringify(c.args).includes("/calendar/"),
      WAIT_MS,
    );
    const found = /https?:\/\/[^\s|>"\\]+\/calendar\/[^\s|>"\\]+\.ics/.exec(JSON.stringify(reply.args));
    if (!found) throw new Error("demo: the Subscribe answer has no feed address");
    address = found[0];
    d.say(
      `Only 张伟 sees his feed's address (https, and webcal:// for calendar apps): ${address.replace(/\/calendar\/[^/]+$/, "/calendar/<his token>.ics")}`,
    );
    const { status, events, cache } = await poll();
    before = events;
    d.say(
      `His calendar app fetches it: HTTP ${status}, ${events.length} events, Cache-Control: ${cache ?? "—"}`,
    );
    for (const e of events.filter((x) => x.summary === seriesName).slice(0, 3))
      d.say(`  ${e.summary}, ${readable(e.start)}, ${e.status}, SEQUENCE ${e.sequence}`);
  }

  /** After the move (and the cancel before it), the next poll: the same events, changed in place. */
  async function feedFollowsTheMove(d: Demo): Promise<void> {
    d.scene("The student's calendar follows the move");
    const { status, events } = await poll();
    d.say(`15 minutes later his calendar app polls the feed again: HTTP ${status}, ${events.length} events`);
    const was = new Map(before.map((e) => [e.uid, e]));
    for (const e of events) {
      const old = was.get(e.uid);
      if (!old) continue;
      if (old.start !== e.start)
        d.say(
          `  moved, same event: ${e.summary}, ${readable(old.start)} → ${readable(e.start)}, SEQUENCE ${old.sequence} → ${e.sequence}`,
        );
      else if (old.status !== e.status)
        d.say(`  ${e.summary}, ${readable(e.start)}: ${old.status} → ${e.status}`);
    }
    d.say("No copy of the moved class is left at its old time: the calendar updates the event it has");
  }

  return { studentSubscribes, feedFollowsTheMove };
}
