/**
 * What a class modal's heading says beyond the class (frame.ts `HeadingFacts`), read once where the
 * modal loads its class (`admit`): how its series meets ("series every other Tuesday", from the
 * series' classes as lists read it), and the viewer's zone against the school's, so a viewer whose
 * clock differs is told the dates are theirs. The zone comes from the profiles main.ts caches: no
 * Slack call for a person looked up within the hour.
 */

import { everyWeeksOf } from "../../../classes/schedule/rhythm.js";
import { schoolTimeZone } from "../../../classes/school-settings.js";
import type { ClassRecord } from "../../../store/index.js";
import type { Caller, SlackDeps } from "../context.js";
import type { HeadingFacts } from "./frame.js";

export async function withHeadingFacts(
  deps: Pick<SlackDeps, "store" | "profileZoneOf">,
  caller: Pick<Caller, "teamId" | "userId">,
  cls: ClassRecord,
  options: { readonly waitForZone: boolean },
): Promise<ClassRecord & HeadingFacts> {
  const zone = deps.profileZoneOf ? deps.profileZoneOf(caller.teamId, caller.userId).catch(() => null) : null;
  const [series, school, viewer] = await Promise.all([
    cls.seriesId === null ? [] : deps.store.classes.listSeries(cls.teamId, cls.seriesId),
    schoolTimeZone(deps.store, caller.teamId),
    // Not waited for: a cached zone answers within the microtasks before the next turn of the loop;
    // else none this time, and the lookup goes on to fill the cache for the next view.
    options.waitForZone || zone === null
      ? zone
      : Promise.race([zone, new Promise<null>((resolve) => setImmediate(() => resolve(null)))]),
  ]);
  const beginTimes = series.map((c) => c.beginTime);
  return {
    ...cls,
    ...(beginTimes.length === 0
      ? {}
      : { rhythm: { everyWeeks: everyWeeksOf(beginTimes), beginTimes, timeZone: school } }),
    zones: { viewer, others: [school] },
  };
}
