import { Agent } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkParams, PartnerClient } from "../../src/partner/index.js";
import { type FakePartner, ok, startFakePartner } from "./helpers/fake-partner.js";

let server: FakePartner;

beforeAll(async () => {
  server = await startFakePartner(() => ok());
});

afterAll(async () => {
  await server.close();
});

describe("PartnerClient construction", () => {
  it.each([
    [{ baseUrl: "not a url", sid: 1, secret: "Sx-unique-1" }, /baseUrl is not a URL/],
    [{ baseUrl: "ftp://h", sid: 1, secret: "Sx-unique-1" }, /http: or https:/],
    [{ baseUrl: "http://h", sid: " ", secret: "Sx-unique-1" }, /sid is required/],
    [{ baseUrl: "http://h", sid: "10\ud800", secret: "Sx-unique-1" }, /sid contains a broken character/],
    [{ baseUrl: "http://h", sid: 1, secret: "" }, /secret is required/],
    [{ baseUrl: "http://h", sid: 1, secret: "Sx-unique-1", retry: { retries: Number.NaN } }, /retries/],
    [{ baseUrl: "http://h", sid: 1, secret: "Sx-unique-1", timeoutMs: 0 }, /timeoutMs/],
  ])("refuses bad options with a clear message (%j)", (options, message) => {
    let thrown: unknown;
    try {
      new PartnerClient(options);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect(String(thrown)).toMatch(message);
    expect(String(thrown)).not.toContain("Sx-unique-1");
  });
});

describe("operation names", () => {
  it("an inherited property name is not an operation", async () => {
    const client = new PartnerClient({ baseUrl: server.baseUrl, sid: 1, secret: "s" });
    try {
      await expect(client.call("toString" as never, {} as never)).rejects.toThrow(
        /unknown operation "toString"/,
      );
      expect(checkParams("constructor" as never, {}).issues).toEqual([
        { path: "", message: 'unknown operation "constructor"' },
      ]);
    } finally {
      await client.close();
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe("a caller-supplied dispatcher", () => {
  it("carries the requests and is left open by close()", async () => {
    const agent = new Agent({ keepAliveTimeout: 1000 });
    let dispatched = 0;
    const counting = agent.compose((dispatch) => (opts, handler) => {
      dispatched++;
      return dispatch(opts, handler);
    });
    const client = new PartnerClient({ baseUrl: server.baseUrl, sid: 1, secret: "s", dispatcher: counting });
    await client.getCloudList();
    await client.close();
    expect(dispatched).toBe(1);
    // Still usable by its owner after the client closed.
    const res = await counting.request({ origin: server.baseUrl, path: "/", method: "GET" });
    await res.body.text();
    expect(res.statusCode).toBe(200);
    await agent.close();
  });

  it("a closed client's own pool refuses further calls with a typed error", async () => {
    const client = new PartnerClient({ baseUrl: server.baseUrl, sid: 1, secret: "s" });
    await client.close();
    await expect(client.getCloudList()).rejects.toThrow(/^getCloudList: /);
  });
});
