import { describe, expect, it } from "vitest";
import {
  CAPABILITIES,
  can,
  canTeachCourse,
  isSubcommandWord,
  parseRole,
  resolveRole,
  rolesAllowed,
  SUBCOMMANDS,
} from "../../src/classes/roles.js";

describe("resolveRole", () => {
  it("makes a bootstrap admin an admin while the directory does not know them", () => {
    expect(resolveRole({ slackUserId: "U1", bootstrapAdmins: ["U0", " U1 "] })).toBe("admin");
  });

  it("keeps a bootstrap admin an admin whatever the directory says (the break-glass path)", () => {
    expect(resolveRole({ slackUserId: "U1", directoryRole: "teacher", bootstrapAdmins: ["U1"] })).toBe(
      "admin",
    );
    expect(resolveRole({ slackUserId: "U1", directoryRole: "student", bootstrapAdmins: [" U1 "] })).toBe(
      "admin",
    );
  });

  it("returns null for a user who is neither in the directory nor a bootstrap admin", () => {
    expect(resolveRole({ slackUserId: "U9", bootstrapAdmins: ["U1"] })).toBeNull();
    expect(resolveRole({ slackUserId: "", bootstrapAdmins: [""] })).toBeNull();
  });

  it("uses the directory role for people in the directory", () => {
    expect(resolveRole({ slackUserId: "U5", directoryRole: "student", bootstrapAdmins: [] })).toBe("student");
  });
});

describe("policy", () => {
  it("gives teacher commands to teachers and admins (admins may do everything a teacher may)", () => {
    for (const capability of ["schedule", "students", "video", "seats", "labels", "rate", "files"] as const) {
      expect(can("teacher", capability)).toBe(true);
      expect(can("admin", capability)).toBe(true);
      expect(can("student", capability)).toBe(false);
      expect(can(null, capability)).toBe(false);
    }
    expect(rolesAllowed("schedule")).toEqual(["teacher", "admin"]);
  });

  it("gives admins every capability of a teacher", () => {
    for (const capability of CAPABILITIES.filter((c) => can("teacher", c))) {
      expect(can("admin", capability)).toBe(true);
    }
  });

  it("keeps the admin modal for admins", () => {
    expect(can("admin", "admin")).toBe(true);
    expect(can("teacher", "admin")).toBe(false);
    expect(can("student", "admin")).toBe(false);
    expect(can(null, "admin")).toBe(false);
  });

  it("gives students their link command and everyone in the directory the list", () => {
    expect(can("student", "my")).toBe(true);
    expect(can("teacher", "my")).toBe(false);
    for (const role of ["admin", "teacher", "student"] as const) expect(can(role, "list")).toBe(true);
    expect(can(null, "list")).toBe(false);
    expect(can("admin", "listAll")).toBe(true);
    expect(can("teacher", "listAll")).toBe(false);
  });

  it("lets anyone, even someone outside the directory, ask for help", () => {
    expect(can(null, "help")).toBe(true);
    expect(CAPABILITIES.filter((c) => can(null, c))).toEqual(["help"]);
    expect(rolesAllowed("help")).toEqual(["admin", "teacher", "student"]);
  });

  it("maps every subcommand word of the table, including the link alias", () => {
    expect(isSubcommandWord("link") && SUBCOMMANDS.link).toBe("my");
    expect(isSubcommandWord("constructor")).toBe(false);
    expect(isSubcommandWord("delete")).toBe(false);
    for (const capability of CAPABILITIES.filter((c) => c !== "listAll")) {
      expect(isSubcommandWord(capability) && SUBCOMMANDS[capability]).toBe(capability);
    }
  });
});

describe("canTeachCourse", () => {
  const allowed = ["t-ann", "t-bob"];
  it("lets a teacher act only on courses they are allowed to teach", () => {
    expect(canTeachCourse({ role: "teacher", uid: "t-ann", allowedTeacherUids: allowed })).toBe(true);
    expect(canTeachCourse({ role: "teacher", uid: "t-cid", allowedTeacherUids: allowed })).toBe(false);
    expect(canTeachCourse({ role: "teacher", uid: null, allowedTeacherUids: allowed })).toBe(false);
  });

  it("opens a course with no allowed teachers to every teacher", () => {
    expect(canTeachCourse({ role: "teacher", uid: "t-cid", allowedTeacherUids: [] })).toBe(true);
  });

  it("lets admins act on every course, even without a partner UID", () => {
    expect(canTeachCourse({ role: "admin", uid: null, allowedTeacherUids: allowed })).toBe(true);
  });

  it("refuses students listed by mistake and unknown users", () => {
    expect(canTeachCourse({ role: "student", uid: "t-ann", allowedTeacherUids: allowed })).toBe(false);
    expect(canTeachCourse({ role: null, uid: "t-ann", allowedTeacherUids: [] })).toBe(false);
  });
});

describe("parseRole", () => {
  it("reads roles case-insensitively and refuses anything else", () => {
    expect(parseRole(" Teacher ")).toBe("teacher");
    expect(parseRole("ADMIN")).toBe("admin");
    expect(parseRole("principal")).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });
});
