import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EncryptionKeyError, openStore } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, skipPostgres, TEST_KEY } from "./harness.js";

const SECRET = "abcDEF12-very-secret";
const connection = { partnerBaseUrl: "https://partner.example", sid: "1000001", secret: SECRET };

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`school SECRET at rest on ${engine}`, () => {
    let fresh: Fresh;
    beforeEach(async () => {
      fresh = await freshDatabase(engine);
    });
    afterEach(async () => {
      await fresh.dispose();
    });

    it("stores only ciphertext: the raw column holds neither the SECRET nor an encoding of it", async () => {
      const store = await fresh.open({ encryptionKey: TEST_KEY });
      await store.workspaces.setConnection("T1", connection);
      const rows = await fresh.raw<Record<string, unknown>>("select * from workspaces");
      const dump = JSON.stringify(rows);
      expect(dump).toContain("1000001");
      for (const form of [
        SECRET,
        Buffer.from(SECRET).toString("base64"),
        Buffer.from(SECRET).toString("hex"),
      ]) {
        expect(dump).not.toContain(form);
      }
      expect(String(rows[0]?.secret_enc)).toMatch(/^v1\./);
      // Encrypting the same SECRET twice gives different ciphertexts (fresh IV each time).
      await store.workspaces.setConnection("T2", connection);
      const [a, b] = await fresh.raw<{ secret_enc: string }>(
        "select secret_enc from workspaces order by team_id",
      );
      expect(a?.secret_enc).not.toBe(b?.secret_enc);
    });

    it("refuses a ciphertext moved onto another workspace's row", async () => {
      const store = await fresh.open({ encryptionKey: TEST_KEY });
      await store.workspaces.setConnection("T1", connection);
      await store.workspaces.setConnection("T2", { ...connection, secret: "other" });
      await fresh.raw(
        "update workspaces set secret_enc = (select secret_enc from workspaces where team_id = 'T1')",
      );
      expect(await store.workspaces.getConnectionSecret("T1")).toBe(SECRET);
      await expect(store.workspaces.getConnectionSecret("T2")).rejects.toBeInstanceOf(EncryptionKeyError);
    });

    it("fails clearly with the wrong key, without the SECRET or either key in the error", async () => {
      const first = await fresh.open({ encryptionKey: TEST_KEY });
      await first.workspaces.setConnection("T1", connection);
      await first.close();
      const otherKey = randomBytes(32).toString("base64");
      const second = await fresh.open({ encryptionKey: otherKey });
      const err = await second.workspaces.getConnectionSecret("T1").catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EncryptionKeyError);
      expect((err as Error).message).toMatch(/APP_ENCRYPTION_KEY.*not the one it was stored with/);
      const shown = `${inspect(err)} ${String(err)} ${JSON.stringify(err)}`;
      for (const s of [SECRET, TEST_KEY, otherKey]) expect(shown).not.toContain(s);
      // The rest of the connection stays readable, so an admin can see what to reconnect.
      expect(await second.workspaces.getConnection("T1")).toMatchObject({ sid: "1000001" });
    });
  });
}

describe("encryption key sources", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "classroom-key-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates a key file once, mode 0600, beside the SQLite file and reuses it", async () => {
    const sqlitePath = join(dir, "nested", "classroom.db");
    const keyPath = `${sqlitePath}.key`;
    const first = await openStore({ sqlitePath });
    await first.workspaces.setConnection("T1", connection);
    await first.close();
    expect(statSync(keyPath).mode & 0o777).toBe(0o600);
    const key = readFileSync(keyPath, "utf8");
    expect(key.trim()).toMatch(/^[0-9a-f]{64}$/);

    const second = await openStore({ sqlitePath });
    expect(await second.workspaces.getConnectionSecret("T1")).toBe(SECRET);
    await second.close();
    expect(readFileSync(keyPath, "utf8")).toBe(key);

    // Losing the key file loses the secrets, loudly: a new key is made and the old ciphertext is refused.
    unlinkSync(keyPath);
    const third = await openStore({ sqlitePath });
    await expect(third.workspaces.getConnectionSecret("T1")).rejects.toThrow(
      /key file .*not the one it was stored with/,
    );
    await third.close();
  });

  it("prefers APP_ENCRYPTION_KEY (hex or base64) over a key file", async () => {
    const sqlitePath = join(dir, "classroom.db");
    const hex = randomBytes(32);
    const a = await openStore({ sqlitePath, encryptionKey: hex.toString("hex") });
    await a.workspaces.setConnection("T1", connection);
    await a.close();
    expect(existsSync(`${sqlitePath}.key`)).toBe(false);
    const b = await openStore({ sqlitePath, encryptionKey: hex.toString("base64") });
    expect(await b.workspaces.getConnectionSecret("T1")).toBe(SECRET);
    await b.close();
  });

  it.each([
    ["too short", "abc123"],
    ["63 hex characters", "a".repeat(63)],
    ["base64 of 16 bytes", randomBytes(16).toString("base64")],
  ])("refuses a malformed APP_ENCRYPTION_KEY (%s) before opening anything", async (_label, key) => {
    const sqlitePath = join(dir, "never.db");
    const p = openStore({ sqlitePath, encryptionKey: key });
    await expect(p).rejects.toBeInstanceOf(EncryptionKeyError);
    await expect(p).rejects.toThrow(
      /APP_ENCRYPTION_KEY is not a valid encryption key: expected 64 hex characters/,
    );
    await expect(p).rejects.not.toThrow(key);
    expect(existsSync(sqlitePath)).toBe(false);
  });

  it("refuses PostgreSQL without APP_ENCRYPTION_KEY, saying to set it", async () => {
    const p = openStore({ databaseUrl: "postgres://app:pw@127.0.0.1:1/classroom" });
    await expect(p).rejects.toBeInstanceOf(EncryptionKeyError);
    await expect(p).rejects.toThrow(
      /APP_ENCRYPTION_KEY is not set.*set APP_ENCRYPTION_KEY to 64 hex characters/,
    );
  });
});
