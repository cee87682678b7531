import { describe, expect, it } from "vitest";
import {
  classCreatedErrnos,
  describeErrno,
  documentedCodes,
  errorCatalogue,
  operationNames,
  PartnerError,
  PartnerValidationError,
} from "../../src/partner/index.js";

describe("error catalogue", () => {
  it("has an entry for every code of the spec's error table, with a category and an end-user sentence", () => {
    expect(errorCatalogue.map((e) => e.code)).toEqual(
      Object.keys(documentedCodes)
        .map(Number)
        .sort((a, b) => a - b),
    );
    for (const e of errorCatalogue) {
      expect(e.category, `code ${e.code}`).not.toBe("unknown");
      expect(e.userMessage, `code ${e.code}`).toMatch(/^[A-Z].*\.$/);
      expect(e.userMessage).not.toMatch(/\d{3}/);
    }
  });

  it("280, 281 and 824 are partial successes: the class was created", () => {
    for (const code of [280, 281, 824]) {
      expect(describeErrno(code)).toMatchObject({ category: "partial_success", retryable: false });
      expect(describeErrno(code).userMessage).toMatch(/class was created/);
      expect(classCreatedErrnos.has(code)).toBe(true);
    }
  });

  it("only 104, 114 and 253 are retryable service codes", () => {
    expect(errorCatalogue.filter((e) => e.retryable).map((e) => e.code)).toEqual([104, 114, 253]);
    expect(errorCatalogue.filter((e) => e.category === "transient").map((e) => e.code)).toEqual([
      104, 114, 253,
    ]);
  });

  it("classifies codes the app reacts to differently", () => {
    expect(describeErrno(102).category).toBe("authentication");
    expect(describeErrno(100).category).toBe("invalid_input");
    expect(describeErrno(145).category).toBe("state");
    expect(describeErrno(193).category).toBe("not_found");
    expect(describeErrno(164).category).toBe("conflict");
    expect(describeErrno(1).category).toBe("success");
  });

  it("keeps the documented operations of each code", () => {
    expect(describeErrno(100).operations).toBe("all");
    expect(describeErrno(193).operations).toEqual(["getCloudList"]);
    expect(describeErrno(323).operations).toEqual(["addCourseClass"]);
    for (const e of errorCatalogue) {
      if (e.operations !== "all") for (const op of e.operations) expect(operationNames).toContain(op);
    }
  });

  it("keeps an unknown code instead of losing it", () => {
    const e = describeErrno(9999);
    expect(e).toMatchObject({ code: 9999, category: "unknown", documented: false, retryable: false });
    expect(e.meaning).toContain("9999");
    expect(e.userMessage).toContain("9999");
  });
});

describe("error classes", () => {
  it("name the operation and carry the catalogue entry", () => {
    const err = new PartnerError("addClassLabels", { errno: 357, serviceError: "标签超限", attempts: 1 });
    expect(err.name).toBe("PartnerError");
    expect(err.operation).toBe("addClassLabels");
    expect(err.message).toBe("addClassLabels: errno 357 (Label limit exceeded): 标签超限");
    expect(err.category).toBe("not_allowed");
    expect(err.entries).toEqual([]);
  });

  it("a validation error lists each field and rule", () => {
    const err = new PartnerValidationError("modifyClassSeatNum", [
      { path: "seatNum", message: "must be at most 12" },
      { path: "isHd", message: "must be 0, 1 or 2" },
    ]);
    expect(err.message).toBe(
      "modifyClassSeatNum: invalid parameters: seatNum: must be at most 12; isHd: must be 0, 1 or 2",
    );
  });
});
