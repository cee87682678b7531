import { describe, expect, it } from "vitest";
import { checkCode, PartnerLiveLinkError, parseLessonKey, studentLiveLink } from "../../src/partner/index.js";

describe("parseLessonKey", () => {
  it("reads lessonKey from a live player address", () => {
    expect(parseLessonKey("https://www.example.com/live.php?lessonKey=00d1c98a91c52568")).toBe(
      "00d1c98a91c52568",
    );
    expect(parseLessonKey("http://h/live.php?a=1&lessonKey=k%2B1&b=2#x")).toBe("k+1");
    expect(parseLessonKey("/live.php?lessonKey=abc")).toBe("abc");
  });

  it.each(["https://h/live.php", "https://h/live.php?lessonKey=", "", "not a url"])(
    "throws a typed error for %j",
    (url) => {
      expect(() => parseLessonKey(url)).toThrow(PartnerLiveLinkError);
      expect(() => parseLessonKey(url)).toThrow(/lessonKey/);
    },
  );
});

describe("studentLiveLink", () => {
  const input = {
    secret: "abcDEF12",
    lessonKey: "00d1c98a91c52568",
    account: "13700000000",
    nickname: "classin",
  };

  it("builds the live_partner.php address with the spec's checkCode vector", () => {
    expect(studentLiveLink({ ...input, liveBase: "https://www.example.com" })).toBe(
      "https://www.example.com/live_partner.php?lessonKey=00d1c98a91c52568&account=13700000000&nickname=classin&checkCode=8fd0f98a12d90b56f5cd7e1e12a6cc40",
    );
  });

  it.each([
    ["https://h.example", "https://h.example/live_partner.php"],
    ["https://h.example/", "https://h.example/live_partner.php"],
    ["https://h.example/school/", "https://h.example/school/live_partner.php"],
    ["https://h.example/school", "https://h.example/school/live_partner.php"],
    ["https://h.example/live_partner.php", "https://h.example/live_partner.php"],
  ])("live base %s", (liveBase, page) => {
    expect(studentLiveLink({ ...input, liveBase }).split("?")[0]).toBe(page);
  });

  it("URL-encodes values and signs the raw UTF-8 strings", () => {
    const link = studentLiveLink({
      ...input,
      liveBase: "https://h",
      account: "0086-137 0000&1",
      nickname: "张伟 Ben",
    });
    const url = new URL(link);
    expect(url.searchParams.get("account")).toBe("0086-137 0000&1");
    expect(url.searchParams.get("nickname")).toBe("张伟 Ben");
    expect(link).toContain(`nickname=${encodeURIComponent("张伟 Ben")}`);
    expect(url.searchParams.get("checkCode")).toBe(
      checkCode("abcDEF12", input.lessonKey, "0086-137 0000&1", "张伟 Ben"),
    );
  });

  it.each([
    ["account", { account: "" }],
    ["nickname", { nickname: "" }],
    ["lessonKey", { lessonKey: "" }],
    ["liveBase", { liveBase: "ftp://h" }],
    ["liveBase", { liveBase: "nope" }],
    ["nickname", { nickname: "Ann\ud83d" }],
    ["account", { account: "\udc00" }],
  ])("refuses a missing or bad %s", (field, bad) => {
    expect(() => studentLiveLink({ ...input, liveBase: "https://h", ...bad })).toThrow(PartnerLiveLinkError);
    expect(() => studentLiveLink({ ...input, liveBase: "https://h", ...bad })).toThrow(
      new RegExp(field === "liveBase" ? "liveBase" : field),
    );
  });

  it("never includes the secret", () => {
    const link = studentLiveLink({ ...input, liveBase: "https://h", secret: "S3cr3t-unique-99" });
    expect(link).not.toContain("S3cr3t-unique-99");
  });
});

describe("studentLiveLink cuts account and nickname to the vendor's lengths", () => {
  it("sends and signs at most 31 account and 23 nickname characters, never splitting one", async () => {
    const { LIVE_LINK_ACCOUNT_MAX, LIVE_LINK_NICKNAME_MAX } = await import("../../src/partner/index.js");
    const account = "a".repeat(40);
    const nickname = `${"张".repeat(22)}😀😀伟`;
    const link = new URL(
      studentLiveLink({ liveBase: "https://h", secret: "s", lessonKey: "k", account, nickname }),
    );
    const sentAccount = link.searchParams.get("account") ?? "";
    const sentNickname = link.searchParams.get("nickname") ?? "";
    expect(sentAccount).toBe("a".repeat(LIVE_LINK_ACCOUNT_MAX));
    expect(sentNickname).toBe(`${"张".repeat(22)}😀`);
    expect(Array.from(sentNickname)).toHaveLength(LIVE_LINK_NICKNAME_MAX);
    expect(link.searchParams.get("checkCode")).toBe(checkCode("s", "k", sentAccount, sentNickname));
  });
});
