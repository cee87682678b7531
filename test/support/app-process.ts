/**
 * The whole app as its own process, for the kill -9 tests and bench/crash. Reads APP_PROCESS (JSON:
 * `env`, the variables the app reads, and `postgresSchema`); prints one line `ready <url>` once it
 * takes requests. Jobs renew their claims every third of JOB_LEASE_SECONDS; DM claims last 4 s; both poll every 50 ms.
 */
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { startApp } from "../../src/main.js";

const input = JSON.parse(process.env.APP_PROCESS ?? "{}") as {
  env: Record<string, string>;
  postgresSchema?: string;
};
const app = await startApp({
  config: loadConfig(input.env),
  logger: createLogger({ level: "silent" }),
  host: "127.0.0.1",
  delivery: { idleMs: 50, leaseSeconds: 4 },
  jobs: { idleMs: 50, retryBaseSeconds: 1 },
  ...(input.postgresSchema ? { store: { postgresSchema: input.postgresSchema } } : {}),
});
process.once("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
process.stdout.write(`ready ${app.url}\n`);
