/**
 * The fixture file format (issue 3): the schools a sandbox starts with. Validated with zod so a typo in
 * a hand-written fixture is reported with its path instead of surfacing later as a puzzling error code.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";

/** Ids are written as strings or numbers in hand-made fixtures; the sandbox compares them as text. */
const id = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

const folderSchema = z.object({
  id,
  name: z.string(),
  parentId: id.optional(),
  system: z.boolean().default(false),
});

const fileSchema = z.object({
  id,
  name: z.string(),
  size: z.string().default("0KB"),
  folderId: id.optional(),
});

const courseSchema = z.object({
  courseId: z.number().int().positive(),
  name: z.string().default(""),
  folderId: id.optional(),
  state: z.enum(["active", "deleted", "expired"]).default("active"),
  type: z.enum(["standard", "open"]).default("standard"),
  auditors: z.array(id).default([]),
  headTeacherUid: id.optional(),
});

const teacherSchema = z.object({
  uid: id,
  name: z.string().default(""),
  state: z.enum(["active", "suspended", "disabled"]).default("active"),
});

const studentSchema = z.object({
  uid: id,
  name: z.string().default(""),
  account: z.string().optional(),
});

const schoolSchema = z.object({
  sid: id,
  secret: z.string().min(1),
  maxSeatNum: z.number().int().min(1).max(12).default(12),
  rootFolderId: id.optional(),
  /** Sandbox extension: students one class holds before addClassStudentMultiple answers 157. */
  classCapacity: z.number().int().min(1).default(500),
  folders: z.array(folderSchema).default([]),
  files: z.array(fileSchema).default([]),
  courses: z.array(courseSchema).default([]),
  teachers: z.array(teacherSchema).default([]),
  students: z.array(studentSchema).default([]),
  labels: z.array(z.number().int().positive()).default([]),
});

const fixtureSchema = z.object({
  now: z.number().int().nonnegative().optional(),
  schools: z.array(schoolSchema).min(1),
});

export type Fixture = z.output<typeof fixtureSchema>;
export type FixtureInput = z.input<typeof fixtureSchema>;
export type FixtureSchool = Fixture["schools"][number];
export type FixtureCourse = FixtureSchool["courses"][number];
export type TeacherState = FixtureSchool["teachers"][number]["state"];

export class FixtureError extends Error {
  override readonly name = "FixtureError";
}

/** Ids that decide ownership ("belongs to another school") must be unique across the whole fixture. */
function checkUnique(fixture: Fixture): string[] {
  const problems: string[] = [];
  const seen = (kind: string) => {
    const owners = new Map<string, string>();
    return (value: string | number, sid: string) => {
      const key = String(value);
      const owner = owners.get(key);
      if (owner !== undefined) problems.push(`${kind} ${key} appears twice (schools ${owner} and ${sid})`);
      else owners.set(key, sid);
    };
  };
  const sids = seen("sid");
  const courses = seen("courseId");
  const folders = seen("folder id");
  const labels = seen("label");
  for (const school of fixture.schools) {
    sids(school.sid, school.sid);
    for (const c of school.courses) courses(c.courseId, school.sid);
    const folderIds = new Set(school.folders.map((f) => f.id));
    if (school.rootFolderId !== undefined && !folderIds.has(school.rootFolderId)) {
      folders(school.rootFolderId, school.sid);
    }
    for (const f of school.folders) folders(f.id, school.sid);
    for (const l of school.labels) labels(l, school.sid);
    const teachers = seen(`teacher uid in school ${school.sid}:`);
    for (const t of school.teachers) teachers(t.uid, school.sid);
    const students = seen(`student uid in school ${school.sid}:`);
    for (const s of school.students) students(s.uid, school.sid);
  }
  return problems;
}

/** Validates a fixture given as parsed JSON; throws FixtureError listing every problem with its path. */
export function parseFixture(input: unknown, source = "fixture"): Fixture {
  const result = fixtureSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const path = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
      return `  ${path.replace(/^\./, "") || "(top level)"}: ${issue.message}`;
    });
    throw new FixtureError(`invalid ${source}:\n${lines.join("\n")}`);
  }
  const problems = checkUnique(result.data);
  if (problems.length > 0) {
    throw new FixtureError(`invalid ${source}:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  return result.data;
}

/** Reads and validates a fixture file; JSON syntax errors and schema errors name the file. */
export async function loadFixtureFile(path: string): Promise<Fixture> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    throw new FixtureError(
      `cannot read fixture ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new FixtureError(`fixture ${path} is not valid JSON: ${(err as Error).message}`);
  }
  return parseFixture(json, path);
}
