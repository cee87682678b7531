import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PartnerTestClient, startTestSandbox } from "./helpers.js";

describe("a body past the drain limit (16 MiB)", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());

  it("has its connection cut, and the sandbox keeps serving", { timeout: 30_000 }, async () => {
    const url = new URL(c.url);
    const size = 17 * 1024 * 1024;
    const outcome = await new Promise<string>((resolve) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/partner/api/course.api.php?action=addCourseClass",
          headers: { "content-type": "application/x-www-form-urlencoded", "content-length": size },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(`status ${res.statusCode}`));
          res.on("error", () => resolve("cut"));
        },
      );
      req.on("error", () => resolve("cut"));
      req.end(Buffer.alloc(size, 0x61));
    });
    // Either the socket is cut mid-upload or (if the client read first) a 413: never a 200 or a hang.
    expect(["cut", "status 413"]).toContain(outcome);
    const after = await c.call("getCloudList", {});
    expect(after.json.error_info.errno).toBe(1);
  });
});
