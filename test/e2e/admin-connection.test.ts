/**
 * An admin connects the school from Slack: the form checks fields inline, the SECRET is write-only,
 * and "Test connection" reports in plain words what the stored connection gets from the partner.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { DEMO_SECRET, DEMO_SID } from "../../src/sandbox/index.js";
import {
  capturedLog,
  click,
  everythingSentToSlack,
  type Harness,
  harnessPerFile,
  openAdmin,
  updatedView,
  viewText,
} from "./harness.js";

const ADMIN = "UADMIN";
const WRONG_SECRET = "not-the-secret-9f8e7d6c";

let h: Harness;
/** Every log line the app wrote, at debug level, to check no secret is ever logged. */
const log = capturedLog();
harnessPerFile(
  {
    // No connection seeded: the admin sets the school up from nothing.
    boot: {
      seedConnection: false,
      logger: log.logger,
    },
  },
  async (started) => {
    h = started;
  },
);

describe("school connection", () => {
  it("starts unset, shows each field's problem on that field, and saves nothing until valid", async () => {
    const home = await openAdmin(h, ADMIN);
    expect(viewText(home)).toContain("Not set up yet");
    const form = await click(h, ADMIN, home, "Open", "admin_connection", { near: "School connection" });

    const bad = await h.as(ADMIN).submit(form, {
      "Base URL": "ftp://partner.example.com",
      "Live page base URL": "https://user:pw@live.example.com",
      "School ID (SID)": "12a",
      "School SECRET": "has a space",
    });
    expect(bad.responseAction).toBe("errors");
    expect(Object.keys(bad.errorsByLabel).sort()).toEqual(
      ["Base URL", "Live page base URL", "School ID (SID)", "School SECRET"].sort(),
    );
    expect(bad.errorsByLabel["Base URL"]).toMatch(/https:\/\/ or http:\/\//);
    expect(bad.errorsByLabel["School ID (SID)"]).toMatch(/digits only/);
    expect(bad.errorsByLabel["School SECRET"]).not.toContain("has a space");
    expect(await h.store.workspaces.getConnection(h.standin.identity.teamId)).toBeUndefined();

    // Slack's client refuses an empty required field; only spaces get through to the app.
    const missing = await h.as(ADMIN).submit(form, {
      "Base URL": h.sandbox.url,
      "School ID (SID)": DEMO_SID,
      "School SECRET": "   ",
    });
    expect(missing.errorsByLabel).toEqual({ "School SECRET": "Enter the school SECRET." });
  });

  it("a wrong SECRET is refused in plain words, saved only when asked, and no secret reaches Slack", async () => {
    const teamId = h.standin.identity.teamId;
    const home = await openAdmin(h, ADMIN);
    const form = await click(h, ADMIN, home, "Open", "admin_connection", { near: "School connection" });
    const answers = {
      "Base URL": `${h.sandbox.url}/`,
      "School ID (SID)": DEMO_SID,
      "School SECRET": WRONG_SECRET,
    };
    const refused = await h.as(ADMIN).submit(form, answers);
    expect(refused.errorsByLabel["School SECRET"]).toMatch(/the SID or SECRET is wrong/);
    expect(await h.store.workspaces.getConnection(teamId)).toBeUndefined();
    const saved = await h.as(ADMIN).submit(form, {
      ...answers,
      "If the test fails": ["Save anyway, even if ClassIn refuses it"],
    });
    expect(saved.responseAction).toBe("update");
    const page = updatedView(form, saved.view);
    expect(viewText(page)).toContain("School connection saved, but ClassIn refused it");
    const stored = await h.store.workspaces.getConnection(teamId);
    expect(stored).toMatchObject({ partnerBaseUrl: h.sandbox.url, sid: DEMO_SID, connectedBy: ADMIN });

    const tested = await click(h, ADMIN, page, "Test connection", "admin_connection");
    const text = viewText(tested);
    expect(text).toContain("Connection failed: the SID or SECRET is wrong");
    expect(everythingSentToSlack(h.standin)).not.toContain(WRONG_SECRET);
    // The form never shows a stored SECRET back: the field starts empty with a hint.
    const secretInput = JSON.stringify(tested.blocks.find((b) => b.block_id === "connection_secret"));
    expect(secretInput).toContain("Leave empty to keep the current secret");
    expect(secretInput).not.toContain("initial_value");
  });

  it("with the right SECRET the test passes; leaving SECRET empty later keeps it", async () => {
    const teamId = h.standin.identity.teamId;
    const home = await openAdmin(h, ADMIN);
    expect(viewText(home)).toContain(`Connected as school \`${DEMO_SID}\``);
    const form = await click(h, ADMIN, home, "Open", "admin_connection", { near: "School connection" });
    const saved = await h.as(ADMIN).submit(form, { "School SECRET": DEMO_SECRET });
    expect(saved.responseAction).toBe("update");
    const ok = await click(h, ADMIN, updatedView(form, saved.view), "Test connection", "admin_connection");
    expect(viewText(ok)).toContain("Connection works");

    // Saving again with nothing changed and the SECRET field empty keeps the stored one.
    const same = await h.as(ADMIN).submit(ok, {});
    expect(same.responseAction).toBe("update");
    expect(await h.store.workspaces.getConnectionSecret(teamId)).toBe(DEMO_SECRET);

    // Changing the live base needs the SECRET again; with it, the change is saved.
    const page = updatedView(ok, same.view);
    const refused = await h.as(ADMIN).submit(page, { "Live page base URL": "https://live.example.com" });
    expect(refused.errorsByLabel).toEqual({
      "School SECRET": "You changed the live page base URL: enter the school SECRET again to save.",
    });
    expect((await h.store.workspaces.getConnection(teamId))?.liveBaseUrl).toBe(h.sandbox.url);
    const again = await h.as(ADMIN).submit(page, {
      "Live page base URL": "https://live.example.com",
      "School SECRET": DEMO_SECRET,
    });
    expect(again.responseAction).toBe("update");
    expect(await h.store.workspaces.getConnectionSecret(teamId)).toBe(DEMO_SECRET);
    expect((await h.store.workspaces.getConnection(teamId))?.liveBaseUrl).toBe("https://live.example.com");
    const stillOk = await click(h, ADMIN, updatedView(ok, again.view), "Test connection", "admin_connection");
    expect(viewText(stillOk)).toContain("Connection works");
    expect(everythingSentToSlack(h.standin)).not.toContain(DEMO_SECRET);
  });

  it("a new base URL or SID with the SECRET left empty is refused, and Test connection never signs for the new address", async () => {
    const teamId = h.standin.identity.teamId;
    // Someone else's server on another port: it must never see a request signed with the SECRET.
    const seen: string[] = [];
    const other = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "content-type": "application/json" }).end('{"errno":0,"data":[]}');
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const before = await h.store.workspaces.getConnection(teamId);
      const home = await openAdmin(h, ADMIN);
      const form = await click(h, ADMIN, home, "Open", "admin_connection", { near: "School connection" });
      const moved = await h.as(ADMIN).submit(form, { "Base URL": otherUrl });
      expect(moved.responseAction).toBe("errors");
      expect(moved.errorsByLabel).toEqual({
        "School SECRET": "You changed the base URL: enter the school SECRET again to save.",
      });
      const sid = await h.as(ADMIN).submit(form, { "School ID (SID)": "1000002" });
      expect(sid.errorsByLabel).toEqual({
        "School SECRET": "You changed the SID: enter the school SECRET again to save.",
      });
      const both = await h.as(ADMIN).submit(form, { "Base URL": otherUrl, "School ID (SID)": "1000002" });
      expect(both.errorsByLabel["School SECRET"]).toBe(
        "You changed the base URL and SID: enter the school SECRET again to save.",
      );
      expect(await h.store.workspaces.getConnection(teamId)).toEqual(before);

      // Test connection tests what is saved (the sandbox), not the address typed in the form.
      const tested = await click(h, ADMIN, form, "Test connection", "admin_connection");
      expect(viewText(tested)).toContain("Connection works");
      expect(seen).toEqual([]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it("an unreachable partner address is reported as such", async () => {
    const teamId = h.standin.identity.teamId;
    await h.store.workspaces.setConnection(teamId, {
      partnerBaseUrl: "http://127.0.0.1:9",
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    const home = await openAdmin(h, ADMIN);
    const form = await click(h, ADMIN, home, "Open", "admin_connection", { near: "School connection" });
    const tested = await click(h, ADMIN, form, "Test connection", "admin_connection");
    expect(viewText(tested)).toMatch(
      /Connection failed: ClassIn at http:\/\/127\.0\.0\.1:9 could not be reached/,
    );

    // The app itself is still up: /healthz says so (200, degraded); its details name the partner it
    // cannot reach (issue 16: only to whoever has the details token).
    const health = await fetch(`${h.appUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "degraded" });
    const details = await fetch(`${h.appUrl}/healthz/details`, {
      headers: { authorization: `Bearer ${h.healthDetailsToken}` },
    });
    expect(details.status).toBe(200);
    const body = (await details.json()) as { ok: boolean; partner: { ok: boolean; endpoints: unknown[] } };
    expect(body.ok).toBe(true);
    expect(body.partner.ok).toBe(false);
    expect(body.partner.endpoints).toContainEqual({ baseUrl: "http://127.0.0.1:9", reachable: false });
  });

  it("the audit log lists the saves and the partner calls with their outcome, without secrets", async () => {
    const home = await openAdmin(h, ADMIN);
    const audit = await click(h, ADMIN, home, "View", "admin_audit", { near: "Audit log" });
    const text = viewText(audit);
    expect(text).toContain("Saved the school connection (");
    expect(text).toContain("✅ Reading the school's cloud folder");
    expect(text).toContain(
      "Reading the school's cloud folder: ClassIn refused the school's connection details",
    );
    expect(text).not.toMatch(/getCloudList|error 102|SID 1000001/);
    const entries = await h.store.audit.latest(h.standin.identity.teamId, 100);
    const saves = entries.filter((e) => e.operation === "connection.save");
    expect(saves.length).toBe(4);
    expect(saves.every((e) => e.actor === ADMIN)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(WRONG_SECRET);
    expect(JSON.stringify(entries)).not.toContain(DEMO_SECRET);
  });

  it("no SECRET, token or signing secret appears in the app's logs", () => {
    const logs = log.text();
    expect(logs).toContain("connection tested");
    for (const secret of [WRONG_SECRET, DEMO_SECRET, h.standin.botToken, h.signingSecret]) {
      expect(logs).not.toContain(secret);
    }
  });
});
