/**
 * Three projects (docs/testing.md): `unit` (no server, no child process), `e2e` (the booted stack:
 * the real app, the partner sandbox and the Slack stand-in) and `processes` (tests that spawn the app,
 * a worker or a CLI as its own process, kill -9 included). Each worker imports the app's modules once
 * for all the files it runs (`isolate: false`): importing them again per file was ~40% of the run.
 * The source keeps no module state a test could leave behind (caches of pure answers aside), and
 * every test file builds its own stack, store and stand-in.
 */
import { defineConfig } from "vitest/config";

/** Files that start the app, a worker or a CLI as a child process. */
export const PROCESS_FILES = [
  "test/jobs/**/*.test.ts",
  "test/delivery/process.test.ts",
  "test/delivery/exactly-once.test.ts",
  "test/e2e/cli-start.test.ts",
  "test/partner/cli.test.ts",
  "test/sandbox/cli.test.ts",
  "test/store/concurrency.test.ts",
  "test/store/migrate.test.ts",
];

/** Files that boot the whole stack (test/e2e/harness.ts). */
export const STACK_FILES = ["test/e2e/**/*.test.ts", "test/properties/**/*.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    isolate: false,
    // Most of the suite waits on sockets, timers and child processes, not the CPU: vitest's default
    // (one worker fewer than the cores) was one worker on a 2-core machine.
    maxWorkers: 4,
    // Each worker its own PostgreSQL database, dropped at the end of the run.
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/worker-database.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["test/**/*.test.ts"],
          exclude: [...STACK_FILES, ...PROCESS_FILES],
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 0 },
          include: STACK_FILES,
          exclude: PROCESS_FILES,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "processes",
          // After the others, on a machine of its own: a kill -9 test's app process starved of CPU by
          // the e2e workers let 30-45 of 300 live-link DMs die with "lease expired on the last allowed
          // attempt" (CI, Node 20), an app problem under load that docs/testing.md names.
          sequence: { groupOrder: 1 },
          include: PROCESS_FILES,
          pool: "forks",
          // One file at a time: two kill -9 stacks at once (a 300-student enrolment beside a 200-person
          // registration) starved each other's app process the same way, on a quiet 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
