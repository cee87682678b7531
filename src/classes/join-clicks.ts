/**
 * A student's click on their Join button counts as "opened" for the teacher's view of the class, but
 * only for a student enrolled in that class: the button's class id alone proves nothing.
 */
import type { Person, Store } from "../store/index.js";

export async function recordJoinClick(
  store: Pick<Store, "enrolments" | "studentLinks">,
  input: { readonly teamId: string; readonly classId: number; readonly student: Person | null },
): Promise<boolean> {
  const uid = input.student?.role === "student" ? input.student.uid : null;
  if (!uid) return false;
  const mine = await store.enrolments.listForStudent(input.teamId, uid);
  if (!mine.some((e) => e.classId === input.classId)) return false;
  await store.studentLinks.recordOpen(input.teamId, input.classId, uid);
  return true;
}
