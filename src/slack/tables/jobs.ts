/** Every kind of job the Slack app runs, timed ones included (docs/jobs.md): every feature's rows. */
import type { SlackJobRow } from "../lib/jobs/slack-job.js";
import { rowsOf } from "./features.js";

export const JOB_ROWS: readonly SlackJobRow<never>[] = rowsOf((f) => f.jobs);
