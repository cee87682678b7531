/**
 * The course a class typed as free text belongs to: the course whose name the class name starts,
 * else the one course sharing a word with it ("algebra revision" -> Algebra I, "Chem lab" ->
 * Chemistry: a word of 3 letters or more that starts a word of the course's name; in Chinese, a
 * course name inside the class name or the other way round: "高二数学" -> 数学), else the teacher's only
 * course. Several courses as close: none, the teacher chooses.
 */
import { HAN } from "./prefill-zh.js";

export interface NamedCourse {
  readonly name: string;
}

export type CourseMatch<C extends NamedCourse> =
  | { readonly course: C; readonly by: "name" | "word" | "only" }
  | { readonly course: null };

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 || HAN.test(w));
}

/** How many words of `name` start a word of the course's name (or, in Chinese, are inside it). */
function shared(name: string, course: string): number {
  const theirs = words(course);
  return words(name).filter((w) =>
    theirs.some((c) => c.startsWith(w) || (HAN.test(w) && (c.includes(w) || w.includes(c)))),
  ).length;
}

export function matchCourse<C extends NamedCourse>(
  name: string | undefined,
  courses: readonly C[],
): CourseMatch<C> {
  const lowered = name?.trim().toLowerCase() ?? "";
  if (lowered !== "") {
    const starts = courses.find((c) => c.name.toLowerCase().startsWith(lowered));
    if (starts) return { course: starts, by: "name" };
    const scored = courses.map((c) => ({ c, n: shared(lowered, c.name) })).filter((s) => s.n > 0);
    const best = Math.max(0, ...scored.map((s) => s.n));
    const top = scored.filter((s) => s.n === best);
    if (top.length === 1 && top[0]) return { course: top[0].c, by: "word" };
  }
  const only = courses.length === 1 ? courses[0] : undefined;
  return only ? { course: only, by: "only" } : { course: null };
}
