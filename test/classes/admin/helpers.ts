/** A fresh SQLite store, a sandbox with the demo school, and the admin use cases' dependencies. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPartnerClients } from "../../../src/classes/admin/partner-clients.js";
import type { ClassesDeps } from "../../../src/classes/deps.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import { openStore } from "../../../src/store/index.js";

export const TEAM = "T0TEST";

export interface Setup extends ClassesDeps {
  readonly sandbox: Sandbox;
  /** The SQLite file, to open a second store on it. */
  readonly sqlitePath: string;
  close(): Promise<void>;
}

export async function setup(): Promise<Setup> {
  const dir = mkdtempSync(join(tmpdir(), "classroom-admin-"));
  const sqlitePath = join(dir, "db.sqlite");
  const store = await openStore({ sqlitePath });
  const sandbox = await startSandbox({ host: "127.0.0.1" });
  const partners = createPartnerClients({ store, retry: { retries: 0 } });
  await store.workspaces.upsert({ teamId: TEAM });
  return {
    store,
    partners,
    sandbox,
    sqlitePath,
    clock: () => Math.floor(Date.now() / 1000),
    async close() {
      await partners.close();
      await sandbox.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
