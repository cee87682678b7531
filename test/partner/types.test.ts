/**
 * Type tests for the SDK's `ParamsOf` / `ResultOf`: checked by `tsc` (test/ is in tsconfig.json) and
 * by vitest's expectTypeOf. A change to the operation table that widens or loses a field fails here.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type BatchResult,
  type CallOptions,
  type EntryOf,
  type OperationName,
  operationNames,
  type ParamsOf,
  PartnerClient,
  type ResultOf,
} from "../../src/partner/index.js";

describe("ParamsOf", () => {
  it("asks for the fields of each operation, nothing else", () => {
    expectTypeOf<ParamsOf<"getCloudList">>().toEqualTypeOf<{ folderId?: number | string | undefined }>();
    expectTypeOf<ParamsOf<"addCourseClass">>().toHaveProperty("courseId");
    expectTypeOf<ParamsOf<"addCourseClass">>().toHaveProperty("className").toEqualTypeOf<string>();
    expectTypeOf<ParamsOf<"addCourseClass">>().toHaveProperty("courseUniqueIdentity");
    expectTypeOf<ParamsOf<"addCourseClassMultiple">["classJson"]>().toBeArray();
    // @ts-expect-error a parameter the operation does not have
    const extra: ParamsOf<"getCloudList"> = { folderId: 1, courseId: 2 };
    void extra;
  });
});

describe("ResultOf", () => {
  it("gives single operations their decoded answer", () => {
    expectTypeOf<ResultOf<"addCourseClass">>().toHaveProperty("classId").toEqualTypeOf<number>();
    expectTypeOf<ResultOf<"addCourseClass">>().toHaveProperty("errno").toEqualTypeOf<number>();
    expectTypeOf<ResultOf<"getCloudList">>().toHaveProperty("folders").toBeArray();
    expectTypeOf<ResultOf<"register">>().toHaveProperty("uid").toEqualTypeOf<string>();
    expectTypeOf<ResultOf<"register">>().toHaveProperty("existed").toEqualTypeOf<boolean>();
    expectTypeOf<ResultOf<"addCourse">>().toHaveProperty("courseId").toEqualTypeOf<number>();
  });

  it("gives batch operations per-entry results that carry the item sent", () => {
    expectTypeOf<ResultOf<"addClassStudentMultiple">>().toEqualTypeOf<
      BatchResult<EntryOf<"addClassStudentMultiple">>
    >();
    expectTypeOf<EntryOf<"updateClassStudentComment">>().toHaveProperty("studentUid").toEqualTypeOf<string>();
    expectTypeOf<EntryOf<"addCourseClassMultiple">>().toHaveProperty("ok").toEqualTypeOf<boolean>();
    expectTypeOf<EntryOf<"addCourseClassMultiple">>().toHaveProperty("index").toEqualTypeOf<number>();
    expectTypeOf<EntryOf<"addCourseClassMultiple">["item"]>().toMatchTypeOf<
      ParamsOf<"addCourseClassMultiple">["classJson"][number] | undefined
    >();
    // @ts-expect-error single operations have no entries
    expectTypeOf<ResultOf<"getCloudList">["entries"]>();
  });
});

describe("PartnerClient's operation methods", () => {
  it("has one method per operation of the table, typed from its schemas", () => {
    type Methods = { [N in OperationName]: PartnerClient[N] };
    expectTypeOf<keyof Methods>().toEqualTypeOf<OperationName>();
    expectTypeOf<PartnerClient["modifyClassSeatNum"]>().parameters.toEqualTypeOf<
      [params: ParamsOf<"modifyClassSeatNum">, options?: CallOptions]
    >();
    expectTypeOf<PartnerClient["addClassLabels"]>().returns.toEqualTypeOf<
      Promise<ResultOf<"addClassLabels">>
    >();
    expectTypeOf<PartnerClient["addCourseClass"]>().returns.resolves.toHaveProperty("classId");
    // No required parameter: may be called with none.
    expectTypeOf<PartnerClient["getCloudList"]>().toBeCallableWith();
    const client = new PartnerClient({ baseUrl: "http://127.0.0.1:9", sid: "1", secret: "s" });
    const typed = () => {
      // @ts-expect-error a parameter the operation does not have
      void client.getCloudList({ courseId: 2 });
      // @ts-expect-error modifyClassSeatNum needs its parameters
      void client.modifyClassSeatNum();
      // @ts-expect-error no operation of that name
      void client.addCourse({});
    };
    void typed;
    for (const name of operationNames) expect(typeof client[name]).toBe("function");
    void client.close();
  });
});
