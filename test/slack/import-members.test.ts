/** Who counts as the school's own Slack member for the people import (features/admin/import/members.ts). */
import { describe, expect, it } from "vitest";
import { memberAnswer } from "../../src/slack/features/admin/import/members.js";

const SCHOOL = { teamId: "TSCHOOL" };
const GRID_SCHOOL = { teamId: "TSCHOOL", enterpriseId: "ESCHOOL" };

describe("memberAnswer", () => {
  it("takes an active member of the school's workspace", () => {
    expect(memberAnswer({ id: "U1", team_id: "TSCHOOL" }, SCHOOL)).toEqual({ kind: "member", userId: "U1" });
    expect(memberAnswer({ id: "U1" }, SCHOOL)).toEqual({ kind: "member", userId: "U1" });
  });

  it("knows no one deactivated or missing", () => {
    expect(memberAnswer({ id: "U1", team_id: "TSCHOOL", deleted: true }, SCHOOL)).toEqual({ kind: "none" });
    expect(memberAnswer(undefined, SCHOOL)).toEqual({ kind: "none" });
  });

  it("tells a Slack Connect member, a stranger and another organisation's user apart", () => {
    expect(memberAnswer({ id: "U2", team_id: "TOTHER" }, SCHOOL)).toEqual({
      kind: "other-org",
      userId: "U2",
    });
    expect(memberAnswer({ id: "U3", team_id: "TSCHOOL", is_stranger: true }, SCHOOL)).toEqual({
      kind: "other-org",
      userId: "U3",
    });
    expect(
      memberAnswer(
        { id: "W4", team_id: "TGRID2", enterprise_user: { enterprise_id: "EOTHER" } },
        GRID_SCHOOL,
      ),
    ).toEqual({ kind: "other-org", userId: "W4" });
  });

  it("takes a member of another workspace of the school's own Enterprise Grid organisation", () => {
    expect(
      memberAnswer(
        { id: "W5", team_id: "TGRID2", enterprise_user: { enterprise_id: "ESCHOOL" } },
        GRID_SCHOOL,
      ),
    ).toEqual({ kind: "member", userId: "W5" });
    // Without the school's organisation known, another team is another organisation.
    expect(
      memberAnswer({ id: "W5", team_id: "TGRID2", enterprise_user: { enterprise_id: "ESCHOOL" } }, SCHOOL),
    ).toEqual({ kind: "other-org", userId: "W5" });
  });
});
