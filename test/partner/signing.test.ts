import { describe, expect, it } from "vitest";
import { authFields, checkCode, safeKey } from "../../src/partner/signing.js";

describe("safeKey", () => {
  it.each([
    ["abcDEF12", 1493350659, "c5385054b01f12d37ce33480532d081a"],
    ["Mb71234", 1721095405, "43e107a023a133e0b39f47f605eb3526"],
    ["SECRET", 0, "0a3f11f348767e1733c6a385cf87440e"],
  ])("safeKey(%s, %i) matches the independently computed vector", (secret, ts, expected) => {
    expect(safeKey(secret, ts)).toBe(expected);
  });

  it("refuses milliseconds and fractions, which the service would answer with 102", () => {
    expect(() => safeKey("s", 1_721_095_405_000)).toThrow(/milliseconds/);
    expect(() => safeKey("s", 1.5)).toThrow(RangeError);
  });

  it("takes the timeStamp from the injected clock", () => {
    const fields = authFields("1000001", "abcDEF12", () => 1493350659);
    expect(fields).toEqual({
      SID: "1000001",
      safeKey: "c5385054b01f12d37ce33480532d081a",
      timeStamp: "1493350659",
    });
  });
});

describe("checkCode", () => {
  it("matches the vector from the spec", () => {
    expect(checkCode("abcDEF12", "00d1c98a91c52568", "13700000000", "classin")).toBe(
      "8fd0f98a12d90b56f5cd7e1e12a6cc40",
    );
  });

  it("hashes the UTF-8 bytes of non-ASCII nicknames", () => {
    // md5 of the UTF-8 bytes of "s1k1a1张伟", computed independently with node:crypto in this test only.
    return import("node:crypto").then(({ createHash }) => {
      const expected = createHash("md5").update(Buffer.from("s1k1a1张伟", "utf8")).digest("hex");
      expect(checkCode("s1", "k1", "a1", "张伟")).toBe(expected);
      // The naive one-byte-per-UTF-16-unit hash would differ.
      expect(expected).not.toBe(createHash("md5").update(Buffer.from("s1k1a1张伟", "latin1")).digest("hex"));
    });
  });
});
