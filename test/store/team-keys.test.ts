/**
 * Every workspace is its own school (issue 19): each query of a repo reads, changes or removes rows of
 * one team only. This reads every query of src/store/repos (a kysely chain from selectFrom, updateTable
 * or deleteFrom to its execute) and fails on one without a `team_id` condition, unless it is one of the
 * few below that serve every school on purpose; a new one must be keyed or argued for here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const REPOS = "src/store/repos";

/** Queries across every team, by file and the start of the chain, each with why. */
const ACROSS_TEAMS: Readonly<Record<string, readonly string[]>> = {
  // The outbox worker and job runner claim, renew, settle and release rows by id and claim owner: the
  // row, once claimed, carries its team; stats and the backlog count are for /healthz.
  "outbox.ts": [
    '.selectFrom("outbox").selectAll().where("id", "=", id)',
    '.updateTable("outbox") .set((eb) => { const last',
    '.selectFrom("outbox") .select("id") .where(due(p.now))',
    '.updateTable("outbox") .set((eb) => ({ state: "claimed"',
    '.selectFrom("picked").select("id")',
    '.updateTable("outbox") .set({ state: "sent"',
    '.updateTable("outbox") .set({ state: giveUp',
    '.updateTable("outbox") .set({ lease_until',
    '.updateTable("outbox") .set((eb) => ({ state: "pending"',
    '.selectFrom("outbox") .select(["team_id", "group_key"])',
    '.selectFrom("outbox") .select((eb) => ["state"',
    '.selectFrom("outbox") .select((eb) => eb.fn.countAll',
    // The worker marks a claimed DM's post as under way, by id and claim owner like the rest.
    '.updateTable("outbox") .set({ posting_since',
  ],
  // The hourly token exchange looks over every installation still holding a long-lived bot token,
  // then exchanges each under its own team's lock.
  "installations.ts": [
    '.selectFrom("installations") .select(["enterprise_id", "team_id", "is_enterprise_install"])',
  ],
  // A calendar feed's request carries only its token: the token (hashed, unique) finds whose feed it
  // is, and everything after is read by that team and person.
  "calendar-feeds.ts": ['.selectFrom("calendar_feeds") .select(["team_id", "slack_user_id"])'],
  // A class event's request carries only its path token: the token (hashed, unique) finds whose school
  // it is, and the SID and SafeKey are then checked against that school alone.
  "class-events.ts": ['.selectFrom("class_event_receivers") .select("team_id") .where("token_hash"'],
  // Keys of Slack requests already taken (signatures, event ids), unique across workspaces.
  "seen-requests.ts": ['.deleteFrom("seen_requests")', '.updateTable("seen_requests")'],
  // The reminder sweep and the daily purge go over every workspace, then work in each one by its id.
  // An Enterprise Grid organisation leaving: the workspaces seen under it, each then erased by its id.
  "workspaces.ts": [
    '.selectFrom("workspaces").selectAll().orderBy("team_id")',
    '.selectFrom("workspaces") .selectAll() .where("enterprise_id"',
  ],
  // The org-wide installation (keyed by its organisation, no team) goes once no workspace of the
  // organisation that it served is left: the last erase checks the workspaces seen under it.
  "tenants.ts": [
    '.deleteFrom("installations") .where("enterprise_id"',
    '.selectFrom("workspaces as w") .select("w.team_id") .where("w.enterprise_id"',
    '.selectFrom("installations as i")',
  ],
};

function queries(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/\.(selectFrom|updateTable|deleteFrom)\(/g)) {
    const end = source.indexOf(".execute", m.index);
    out.push(source.slice(m.index, end < 0 ? m.index + 400 : end).replace(/\s+/g, " "));
  }
  return out;
}

const keyed = (query: string) => /\.where\(\s*"(\w+\.)?team_id"/.test(query);

describe("store queries are keyed by team", () => {
  const files = readdirSync(REPOS).filter((f) => f.endsWith(".ts"));

  it("reads every repo", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((f) => queries(readFileSync(join(REPOS, f), "utf8"))).length).toBeGreaterThan(60);
  });

  for (const file of files) {
    it(`${file}: every query names its team, or is one that serves every school`, () => {
      const allowed = ACROSS_TEAMS[file] ?? [];
      const unkeyed = queries(readFileSync(join(REPOS, file), "utf8")).filter(
        (q) => !keyed(q) && !allowed.some((start) => q.startsWith(start)),
      );
      expect(unkeyed).toEqual([]);
    });
  }

  it("the queries let through across teams still exist (an entry here that matches nothing goes)", () => {
    for (const [file, starts] of Object.entries(ACROSS_TEAMS)) {
      const found = queries(readFileSync(join(REPOS, file), "utf8"));
      for (const start of starts)
        expect(
          found.some((q) => q.startsWith(start)),
          `${file}: ${start}`,
        ).toBe(true);
    }
  });
});
