/** An `Actor` for use-case tests: a directory entry with the given role and partner UID. */
import type { Actor } from "../../src/classes/actor.js";
import type { Role } from "../../src/classes/roles.js";
import type { Person } from "../../src/store/index.js";

export function testActor(
  teamId: string,
  userId: string,
  role: Role | null,
  uid: string | null = null,
): Actor {
  const fields = {
    teamId,
    slackUserId: userId,
    displayName: userId,
    account: null,
    createdAt: 0,
    updatedAt: 0,
  };
  let person: Person | null = null;
  if (role === "admin" && uid === null) person = { ...fields, role, uid: null };
  else if (role !== null && uid !== null) person = { ...fields, role, uid };
  return { teamId, userId, role, person };
}
