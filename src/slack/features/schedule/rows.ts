/** Scheduling a class or a series: `/class schedule`, the shortcut, the Home button and the form. */
import { ActionId, CallbackId, InputId, ShortcutId } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { scheduleSubcommand } from "./command.js";
import { courseOptions } from "./course-options.js";
import { scheduleOpenClicked } from "./home-button.js";
import { scheduleJob } from "./job.js";
import { scheduleClassShortcut } from "./shortcut.js";
import { scheduleSubmitted } from "./submitted.js";

export const scheduleFeature: FeatureRows = {
  subcommands: { schedule: scheduleSubcommand },
  actions: [[ActionId.scheduleOpen, scheduleOpenClicked, "schedule"]],
  views: [[CallbackId.scheduleForm, scheduleSubmitted, "schedule"]],
  // The form's course menu; lists only the courses the caller may schedule in.
  options: [[InputId.scheduleCourse, courseOptions, "schedule"]],
  shortcuts: [[ShortcutId.scheduleClass, scheduleClassShortcut, "schedule"]],
  jobs: [scheduleJob],
};
