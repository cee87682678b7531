/** Search as you type in the schedule form's course menu when the caller may use more courses than a menu holds. */
import type { BlockSuggestion } from "@slack/bolt";
import { schedulableCourses } from "../../../classes/schedule/plan.js";
import type { OptionsArgs } from "../../lib/args.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { courseOption } from "./form.js";

export function courseOptions(deps: SlackDeps) {
  return async (args: OptionsArgs): Promise<void> => {
    // Only the courses the caller may schedule in, read again from the store for this request.
    const courses = await schedulableCourses(deps.store, callerOf(args.context));
    const query = ((args.body as BlockSuggestion).value ?? "").trim().toLocaleLowerCase();
    const found = courses
      .filter(
        (c) => query === "" || c.name.toLocaleLowerCase().includes(query) || String(c.courseId) === query,
      )
      .slice(0, LIMITS.options);
    await args.ack({ options: found.map(courseOption) });
  };
}
