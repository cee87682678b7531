/**
 * What the parameter-rule suites share: a client against a fake partner that answers ok (so any
 * request it sends is a rule not checked), and the table-driven check that a case is refused before
 * any request, naming its field.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type OperationName, PartnerClient, PartnerValidationError } from "../../../src/partner/index.js";
import { type FakePartner, ok, startFakePartner } from "./fake-partner.js";

export const NOW = 1_800_000_000;
export const BEGIN = NOW + 3600;
export const cls = { className: "Algebra", beginTime: BEGIN, endTime: BEGIN + 2700, teacherUid: "t1" };

export type Case = [
  rule: string,
  op: OperationName,
  params: Record<string, unknown>,
  path: string,
  message: RegExp,
];

export interface ValidationPartner {
  readonly server: FakePartner;
  readonly client: PartnerClient;
}

/** One fake partner and client for the whole file. */
export function partnerPerFile(): ValidationPartner {
  let server: FakePartner | undefined;
  let client: PartnerClient | undefined;
  beforeAll(async () => {
    server = await startFakePartner(() => ok());
    client = new PartnerClient({ baseUrl: server.baseUrl, sid: 1, secret: "s", clock: () => NOW });
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("no fake partner outside the file's tests");
      return server;
    },
    get client() {
      if (!client) throw new Error("no client outside the file's tests");
      return client;
    },
  };
}

/** One test per case: refused with a PartnerValidationError on its path, and nothing sent. */
export function refusedBeforeAnyRequest(partner: ValidationPartner, cases: readonly Case[]): void {
  it.each(cases)("%s", async (_rule, op, params, path, message) => {
    const err = await partner.client.call(op, params as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerValidationError);
    const v = err as PartnerValidationError;
    expect(v.operation).toBe(op);
    expect(v.message.startsWith(`${op}: `)).toBe(true);
    expect(v.issues).toContainEqual({ path, message: expect.stringMatching(message) });
    expect(partner.server.requests).toHaveLength(0);
  });
}
